import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { api, ApiError } from '../api-client';
import { EMAIL_MAX_LENGTH, NEWSLETTER_TOPICS, problemOfCode, signupProblems, type NewsletterTopic, type SignupProblem } from './newsletter-rules';
import './newsletter-signup.css';

type FormValues = { email: string; topics: NewsletterTopic[]; acceptTerms: boolean };

const FIELD_OF: Record<SignupProblem, keyof FormValues> = { 'invalid-email': 'email', topics: 'topics', 'terms-required': 'acceptTerms' };
const MESSAGE_OF: Record<SignupProblem, string> = {
  'invalid-email': 'newsletter:invalidEmail',
  topics: 'newsletter:topicsRequired',
  'terms-required': 'newsletter:termsRequired',
};

/**
 * The newsletter sign-up (issue 17): e-mail, topics, terms; the SPEC's messages under the field at fault (checked
 * here as the server checks, and the server's own when it refuses), "subscription failed" on any other failure, and
 * "check your inbox" once the server took it (double opt-in: the mail's link confirms). `footer` is the compact one;
 * `source` (where it sits: `blog`, `apps`…) names the form, so two sign-ups on one page keep their own field ids.
 */
export function NewsletterSignup({
  variant,
  source = variant,
  topics = ['tips', 'company-news'],
}: {
  variant: 'footer' | 'page';
  source?: string;
  topics?: readonly NewsletterTopic[];
}) {
  const { t } = useTranslation('newsletter');
  const [form] = Form.useForm<FormValues>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const compact = variant === 'footer';

  // Every field's message replaced at once: one fixed since the last try loses its message.
  const showProblems = (problems: readonly SignupProblem[], serverMessage?: string) =>
    form.setFields(
      (Object.keys(FIELD_OF) as SignupProblem[]).map((problem) => ({
        name: FIELD_OF[problem],
        errors: problems.includes(problem) ? [serverMessage ?? t(MESSAGE_OF[problem])] : [],
      })),
    );

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as FormValues;
    const problems = signupProblems({ email: values.email ?? '', topics: values.topics ?? [], acceptTerms: values.acceptTerms === true });
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    setState('sending');
    try {
      await api.post('/api/newsletter', { email: values.email.trim(), topics: values.topics, acceptTerms: true });
      setState('sent');
    } catch (error) {
      const problem = error instanceof ApiError ? problemOfCode(error.code) : null;
      if (problem !== null) {
        showProblems([problem], error instanceof ApiError ? error.serverMessage : undefined);
        setState('idle');
      } else {
        setState('failed');
      }
    }
  };

  if (state === 'sent') {
    return (
      <div className={`newsletter-signup newsletter-signup-${variant}`}>
        <Alert type="success" showIcon role="status" title={t('newsletter:successTitle')} description={t('newsletter:success')} />
      </div>
    );
  }

  return (
    <section className={`newsletter-signup newsletter-signup-${variant}`} aria-labelledby={`newsletter-${source}-title`}>
      {compact ? (
        <h2 id={`newsletter-${source}-title`} className="footer-title">
          {t('newsletter:title')}
        </h2>
      ) : (
        <h2 id={`newsletter-${source}-title`} className="newsletter-signup-title">
          {t('newsletter:title')}
        </h2>
      )}
      <p className="newsletter-signup-lead">{t('newsletter:lead')}</p>
      <Form
        form={form}
        name={`newsletter-${source}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: '', topics: [...topics], acceptTerms: false }}
        onFinish={() => void onFinish()}
        onValuesChange={(changed: Partial<FormValues>) => {
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof FormValues, errors: [] })));
          if (state === 'failed') setState('idle');
        }}
        noValidate
      >
        <Form.Item name="email" label={t('newsletter:email')}>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} placeholder={t('newsletter:emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="topics" label={t('newsletter:topicsLabel')}>
          <Checkbox.Group className="newsletter-topics" options={NEWSLETTER_TOPICS.map((topic) => ({ value: topic, label: t(`newsletter:topics.${topic}`) }))} />
        </Form.Item>
        <Form.Item name="acceptTerms" valuePropName="checked">
          <Checkbox>
            <Trans
              i18nKey="newsletter:terms"
              t={t}
              components={{ terms: <Link to={paths.terms.href()} />, privacy: <Link to={paths.privacy.href()} /> }}
            />
          </Checkbox>
        </Form.Item>
        {state === 'failed' && <Alert className="newsletter-failed" type="error" showIcon role="alert" title={t('newsletter:failed')} />}
        <Button type="primary" htmlType="submit" loading={state === 'sending'} block={compact}>
          {t('newsletter:submit')}
        </Button>
      </Form>
    </section>
  );
}
