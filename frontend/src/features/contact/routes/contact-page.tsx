import { Alert, Button, Card, Col, Form, Input, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { validationFieldErrors } from '../../../lib/server-issues';
import { useSendContact } from '../api/send-contact';
import { CONTACT_BOUNDS, CONTACT_FIELDS, contactFieldValid, type ContactField, type ContactValues } from '../components/contact-rules';
import { PageFrame } from '../components/page-frame';

const rule = (field: ContactField, message: string) => ({ validator: async (_: unknown, value: unknown) => (contactFieldValid(field, typeof value === 'string' ? value : '') ? undefined : Promise.reject(new Error(message))) });

/** `/contact`: the contact form (stored, mailed to the team, confirmed to the sender), other ways to reach us, privacy. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const [form] = Form.useForm<ContactValues>();
  const { trigger, isMutating } = useSendContact();
  const [state, setState] = useState<'editing' | 'sent' | 'failed'>('editing');

  const onFinish = async (values: ContactValues) => {
    try {
      await trigger(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as ContactValues);
      form.resetFields();
      setState('sent');
    } catch (error) {
      const fieldErrors = validationFieldErrors(error, CONTACT_FIELDS);
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors.map((field) => ({ name: field.name[0] as ContactField, errors: field.errors })));
        setState('editing');
      } else {
        setState('failed');
      }
    }
  };

  return (
    <PageFrame title={t('contact:title')} lead={t('contact:lead')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={14}>
          <Card className="contact-card" title={<h2 className="contact-card-title">{t('contact:form.title')}</h2>}>
            {state === 'sent' ? (
              <Result
                status="success"
                title={t('contact:successTitle')}
                subTitle={t('contact:success')}
                extra={<Button onClick={() => setState('editing')}>{t('contact:another')}</Button>}
              />
            ) : (
              <Form form={form} name="contact" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} noValidate>
                <Form.Item name="name" label={t('contact:form.name')} rules={[rule('name', t('contact:validation.name'))]} validateTrigger="onBlur">
                  <Input autoComplete="name" maxLength={CONTACT_BOUNDS.name.max} />
                </Form.Item>
                <Form.Item name="email" label={t('contact:form.email')} rules={[rule('email', t('contact:validation.email'))]} validateTrigger="onBlur">
                  <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
                </Form.Item>
                <Form.Item name="subject" label={t('contact:form.subject')} rules={[rule('subject', t('contact:validation.subject'))]} validateTrigger="onBlur">
                  <Input maxLength={CONTACT_BOUNDS.subject.max} />
                </Form.Item>
                <Form.Item name="message" label={t('contact:form.message')} rules={[rule('message', t('contact:validation.message'))]} validateTrigger="onBlur">
                  <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={CONTACT_BOUNDS.message.max} showCount />
                </Form.Item>
                {state === 'failed' && <Alert className="contact-failed" type="error" showIcon role="alert" title={t('contact:failed')} />}
                <Button type="primary" htmlType="submit" loading={isMutating}>
                  {t('contact:form.submit')}
                </Button>
              </Form>
            )}
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card className="contact-card" title={<h2 className="contact-card-title">{t('contact:other.title')}</h2>}>
            <ul className="contact-facts">
              <li>
                <Trans i18nKey="contact:other.email" t={t} components={{ mail: <a href={`mailto:${t('contact:other.address')}`} /> }} values={{ address: t('contact:other.address') }} />
              </li>
              <li>{t('contact:other.hours')}</li>
              <li>{t('contact:other.response')}</li>
            </ul>
            <h3 className="contact-subtitle">{t('contact:privacy.title')}</h3>
            <Typography.Paragraph>
              <Trans i18nKey="contact:privacy.text" t={t} components={{ privacy: <Link to={paths.privacy.href()} /> }} />
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
