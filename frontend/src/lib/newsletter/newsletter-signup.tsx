import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { client, ok } from '../api';
import { ApiError } from '../api-client';
import { EMAIL_MAX_LENGTH, NEWSLETTER_TOPICS, problemOfCode, signupProblems, type NewsletterTopic, type SignupProblem } from './newsletter-rules';
import '../ui/ui.css';
import './newsletter-signup.css';

const MESSAGE_OF: Record<SignupProblem, string> = {
  'invalid-email': 'newsletter:invalidEmail',
  topics: 'newsletter:topicsRequired',
  'terms-required': 'newsletter:termsRequired',
};

type Problems = Partial<Record<SignupProblem, string>>;

/** A field's message under it, tied to the field by `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="wk-error" role="alert">
      {message}
    </p>
  );
}

/**
 * The newsletter sign-up (issue 17): e-mail, topics, terms; the SPEC's messages under the field at fault (checked
 * here as the server checks, and the server's own when it refuses), "subscription failed" on any other failure, and
 * "check your inbox" once the server took it (double opt-in: the mail's link confirms). `footer` is the compact one;
 * `source` (where it sits: `blog`, `apps`…) names the form, so two sign-ups on one page keep their own field ids.
 * Drawn without antd: it sits in the footer of the pages the server draws (site/), which load no antd.
 */
export function NewsletterSignup({
  variant,
  source = variant,
  topics: initialTopics = ['tips', 'company-news'],
}: {
  variant: 'footer' | 'page';
  source?: string;
  topics?: readonly NewsletterTopic[];
}) {
  const { t } = useTranslation('newsletter');
  const ids = `newsletter-${source}-${useId().replace(/[^\w-]/g, '')}`;
  const [email, setEmail] = useState('');
  const [topics, setTopics] = useState<readonly NewsletterTopic[]>(initialTopics);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const compact = variant === 'footer';

  /** A change clears that field's message and a failure notice. */
  const changed = (problem: SignupProblem) => {
    setProblems(({ [problem]: _gone, ...rest }) => rest);
    if (state === 'failed') setState('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = signupProblems({ email, topics, acceptTerms });
    // Every field's message replaced at once: one fixed since the last try loses its message.
    setProblems(Object.fromEntries(found.map((problem) => [problem, t(MESSAGE_OF[problem])])));
    if (found.length > 0) return;
    setState('sending');
    try {
      await ok(client.newsletter.$post({ json: { email: email.trim(), topics, acceptTerms: true } }));
      setState('sent');
    } catch (error) {
      const problem = error instanceof ApiError ? problemOfCode(error.code) : null;
      if (problem !== null) {
        setProblems({ [problem]: (error as ApiError).serverMessage ?? t(MESSAGE_OF[problem]) });
        setState('idle');
      } else {
        setState('failed');
      }
    }
  };

  if (state === 'sent') {
    return (
      <div className={`newsletter-signup newsletter-signup-${variant}`}>
        <div className="wk-alert wk-alert-success" role="status">
          <p className="wk-alert-title">{t('newsletter:successTitle')}</p>
          <p className="wk-alert-text">{t('newsletter:success')}</p>
        </div>
      </div>
    );
  }

  const describedBy = (problem: SignupProblem) => (problems[problem] === undefined ? undefined : `${ids}-${problem}`);
  return (
    <section className={`newsletter-signup newsletter-signup-${variant}`} aria-labelledby={`newsletter-${source}-title`}>
      <h2 id={`newsletter-${source}-title`} className={compact ? 'footer-title' : 'newsletter-signup-title'}>
        {t('newsletter:title')}
      </h2>
      <p className="newsletter-signup-lead">{t('newsletter:lead')}</p>
      <form name={`newsletter-${source}`} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="wk-field">
          <label className="wk-label" htmlFor={`${ids}-email`}>
            {t('newsletter:email')}
          </label>
          <input
            id={`${ids}-email`}
            className="wk-input"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={t('newsletter:emailPlaceholder')}
            value={email}
            aria-invalid={problems['invalid-email'] !== undefined}
            aria-describedby={describedBy('invalid-email')}
            onChange={(event) => {
              setEmail(event.target.value);
              changed('invalid-email');
            }}
          />
          <FieldError id={`${ids}-invalid-email`} message={problems['invalid-email']} />
        </div>
        <fieldset className="wk-field" aria-describedby={describedBy('topics')}>
          <legend className="wk-label newsletter-topics-legend">{t('newsletter:topicsLabel')}</legend>
          <div className="newsletter-topics">
            {NEWSLETTER_TOPICS.map((topic) => (
              <label key={topic} className="wk-check">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  checked={topics.includes(topic)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setTopics((current) => (on ? [...current, topic] : current.filter((kept) => kept !== topic)));
                    changed('topics');
                  }}
                />
                <span>{t(`newsletter:topics.${topic}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids}-topics`} message={problems.topics} />
        </fieldset>
        <div className="wk-field">
          <label className="wk-check">
            <input
              type="checkbox"
              name="acceptTerms"
              checked={acceptTerms}
              aria-invalid={problems['terms-required'] !== undefined}
              aria-describedby={describedBy('terms-required')}
              onChange={(event) => {
                setAcceptTerms(event.target.checked);
                changed('terms-required');
              }}
            />
            <span>
              <Trans i18nKey="newsletter:terms" t={t} components={{ terms: <Link to={paths.terms.href()} />, privacy: <Link to={paths.privacy.href()} /> }} />
            </span>
          </label>
          <FieldError id={`${ids}-terms-required`} message={problems['terms-required']} />
        </div>
        {state === 'failed' && (
          <div className="wk-alert wk-alert-error newsletter-failed" role="alert">
            <p className="wk-alert-title">{t('newsletter:failed')}</p>
          </div>
        )}
        <button type="submit" className={`wk-btn wk-btn-primary${compact ? ' wk-btn-block' : ''}`} disabled={state === 'sending'} aria-busy={state === 'sending'}>
          {t('newsletter:submit')}
        </button>
      </form>
    </section>
  );
}
