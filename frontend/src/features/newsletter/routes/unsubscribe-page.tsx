import { Alert, Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { client, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../components/unsubscribe-page.css';

type Step = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; final: boolean };

/**
 * `/newsletter/unsubscribe?token=…` (issue 17, docs/api/newsletter.md): where the unsubscribe link of a newsletter mail
 * leads. Following the link changes nothing (a mail scanner opens every link); the person confirms with one button,
 * and their address is erased.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>(token === '' ? { kind: 'failed', message: t('api.bad-token'), final: true } : { kind: 'asking' });

  const confirm = async () => {
    setStep({ kind: 'sending' });
    try {
      const answer = await ok(client.newsletter.unsubscribe.$post({ query: { token } }));
      setStep({ kind: 'done', message: answer.message });
    } catch (error) {
      // An unknown token (already unsubscribed, or replaced by a newer sign-up) will not work on a second try.
      const final = error instanceof ApiError && error.status === 404;
      setStep({ kind: 'failed', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('unsubscribe.failed'), final });
    }
  };

  return (
    <div className="unsubscribe-page">
      <Typography.Title level={1}>{t('unsubscribe.title')}</Typography.Title>
      {step.kind === 'done' ? (
        <Result status="success" title={step.message} extra={<Link to={paths.home.href()}>{t('unsubscribe.home')}</Link>} />
      ) : step.kind === 'failed' && step.final ? (
        <Result status="warning" title={step.message} extra={<Link to={paths.home.href()}>{t('unsubscribe.home')}</Link>} />
      ) : (
        <Card>
          <Typography.Paragraph>{t('unsubscribe.question')}</Typography.Paragraph>
          {step.kind === 'failed' ? <Alert type="error" showIcon role="alert" title={step.message} className="unsubscribe-alert" /> : null}
          <Button type="primary" danger loading={step.kind === 'sending'} onClick={() => void confirm()}>
            {t('unsubscribe.confirm')}
          </Button>
        </Card>
      )}
    </div>
  );
}
