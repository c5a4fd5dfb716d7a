import { Alert, Button, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecShortDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useRunReplay, type ReplaySummary } from '../api/finance-api';
import { formatAge } from './replay-age';

type Props = {
  kind: 'week' | 'invariants';
  /** The week replayed (the reconciliation's); null for the invariants. */
  week: string | null;
  /** The latest finished run (done or failed), null when none ever ran. */
  replay: ReplaySummary | null;
  /** A run in progress, if any (its report is read again until it ends). */
  running: { id: string; startedAt: string } | null;
  /** How many findings the latest run left (the read model against the replay, or the broken invariants). */
  findings: number;
};

/**
 * What the stored replay says and how old it is (docs/api/finance.md, issue 34): "Replay of 14:02, 3 hours ago: agrees",
 * "differs: 2 findings", "never run", a run in progress; and the button that asks the workers for a new run. The line
 * is a live region, so that a screen reader hears the run end.
 */
export function ReplayStatus({ kind, week, replay, running, findings }: Props) {
  const { t } = useTranslation(['finance', 'errors']);
  const language = useLanguage();
  const run = useRunReplay(kind, week);
  const busy = running !== null || run.isMutating;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap align="center" role="status" aria-live="polite">
        {running ? (
          <>
            <Spin size="small" />
            <Typography.Text>{t('finance:replay.running')}</Typography.Text>
          </>
        ) : null}
        {replay === null ? (
          running ? null : <Typography.Text type="secondary">{t(kind === 'week' ? 'finance:replay.never' : 'finance:replay.neverInvariants')}</Typography.Text>
        ) : (
          <>
            <Typography.Text>
              {t(kind === 'week' ? 'finance:replay.of' : 'finance:replay.invariantsOf', { time: formatQuebecShortDateTime(replay.checkedAt, language), age: formatAge(replay.ageSeconds, language) })}
            </Typography.Text>
            {replay.state === 'failed' ? (
              <Tag color="red" className="finance-replay-tag">{t('finance:replay.failed')}</Tag>
            ) : findings === 0 ? (
              <Tag color="green" className="finance-replay-tag">{t(kind === 'week' ? 'finance:reconciliation.replayAgrees' : 'finance:replay.holds')}</Tag>
            ) : (
              <Tag color="red" className="finance-replay-tag">{t(kind === 'week' ? 'finance:replay.differs' : 'finance:replay.broken', { count: findings })}</Tag>
            )}
            {replay.stale ? (
              <Tooltip title={t('finance:replay.staleHelp')}>
                <Tag color="gold" tabIndex={0}>
                  {t('finance:replay.stale')}
                </Tag>
              </Tooltip>
            ) : null}
          </>
        )}
      </Space>
      {replay?.state === 'failed' && replay.error ? <Alert type="error" showIcon title={t('finance:replay.failedBecause', { error: replay.error })} /> : null}
      <Button onClick={() => void run.trigger().catch(() => undefined)} loading={busy} disabled={busy}>
        {t(kind === 'week' ? 'finance:replay.run' : 'finance:invariants.check')}
      </Button>
      {run.error ? <Alert type="error" showIcon title={failureMessage(run.error, { fallback: t('finance:replay.runFailed'), nonJson: t('errors:server') })} /> : null}
    </Space>
  );
}
