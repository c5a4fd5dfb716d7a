import { Alert, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemoHealth } from '../api/get-health';

/**
 * The demo's history filling in after a first start (issue 34): the app is usable meanwhile, and the workers start
 * once it is done. Shown while it fills in or if it failed; nothing once it is ready.
 */
export function DemoProgressCard({ demo }: { demo: DemoHealth | null }) {
  const { t } = useTranslation('admin');
  if (!demo || demo.state === 'ready') return null;
  const step = t(`admin:health.demo.steps.${demo.step}`, { defaultValue: demo.step });
  return (
    <Card title={<h2 className="admin-card-title">{t('admin:health.demo.title')}</h2>}>
      {demo.state === 'failed' ? (
        <Alert type="error" showIcon title={t('admin:health.demo.failed')} description={demo.error ?? undefined} />
      ) : (
        <>
          <Typography.Paragraph>{t('admin:health.demo.seeding', { step })}</Typography.Paragraph>
          <Progress percent={demo.percent} status="active" aria-label={t('admin:health.demo.progressLabel', { percent: demo.percent, step })} />
          <Typography.Paragraph type="secondary">{t('admin:health.demo.meanwhile')}</Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
