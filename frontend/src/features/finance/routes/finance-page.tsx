import { Alert, Button, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReconciliation, type ReconciliationRow } from '../api/finance-api';
import { DrillDownDrawer } from '../components/drill-down-drawer';
import { ReconciliationCard } from '../components/reconciliation-card';
import { TrialBalanceCard } from '../components/trial-balance-card';
import { mondayOfWeek, weekFromQuery, weekOfDate, weekOfPickedDay } from '../components/week';
import '../components/finance.css';

/**
 * `/admin/payouts` and `/payouts` (admins): the week's reconciliation per cleaner, computed by the read model and by a
 * replay of the raw log (they must agree to the cent; the replay runs in the workers, and the page shows its state and
 * age, issue 34), its drill-down to the events, holds, the trial balance, the invariants and CSV exports. The week is in the address (`?week=2026-W47`); without it, the server's default, the
 * latest week paid out (docs/api/finance.md).
 */
export default function FinancePage() {
  const { t } = useTranslation(['finance', 'errors']);
  const language = useLanguage();
  useDocumentTitle(t('finance:title'));
  const [params, setParams] = useSearchParams();
  const asked = weekFromQuery(params.get('week'));
  const { data, error, isLoading, mutate } = useReconciliation(asked);
  const week = asked ?? data?.week ?? null;
  const [open, setOpen] = useState<ReconciliationRow | null>(null);
  const monday = week ? mondayOfWeek(week) : null;
  // The picker's rows start on the locale's first day of the week (dayjs follows the interface language).
  const firstDayOfWeek = dayjs().locale(language).startOf('week').day();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('finance:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('finance:intro')}</Typography.Paragraph>
      </div>
      <Space wrap align="center">
        <label htmlFor="finance-week">{t('finance:week')}</label>
        <DatePicker
          id="finance-week"
          picker="week"
          allowClear={false}
          value={monday ? dayjs(monday) : null}
          format={(value) => weekOfDate(value.format('YYYY-MM-DD'))}
          onChange={(value) => {
            if (value) setParams({ week: weekOfPickedDay(value.format('YYYY-MM-DD'), firstDayOfWeek) });
          }}
        />
        {data ? <Typography.Text type="secondary">{t('finance:range', { from: formatQuebecDay(data.from, language), to: formatQuebecDay(new Date(Date.parse(data.to) - 1).toISOString(), language) })}</Typography.Text> : null}
      </Space>
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('finance:loadFailed')}
          description={failureMessage(error, { fallback: t('finance:loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('finance:retry')}</Button>}
        />
      ) : null}
      <ReconciliationCard report={data} loading={isLoading} onOpen={setOpen} />
      <TrialBalanceCard />
      {week ? <DrillDownDrawer cleaner={open ? { id: open.cleanerId, name: open.cleanerName } : null} week={week} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
