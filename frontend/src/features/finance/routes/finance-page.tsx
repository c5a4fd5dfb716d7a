import { Alert, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReconciliation, type ReconciliationRow } from '../api/finance-api';
import { DrillDownDrawer } from '../components/drill-down-drawer';
import { ReconciliationCard } from '../components/reconciliation-card';
import { TrialBalanceCard } from '../components/trial-balance-card';
import { mondayOfWeek, weekFromQuery, weekOfDate } from '../components/week';
import '../components/finance.css';

/**
 * `/admin/payouts` and `/payouts` (admins): the week's reconciliation per cleaner, computed by the read model and by a
 * replay of the raw log (they must agree to the cent), its drill-down to the events, holds, the trial balance, the
 * invariants and CSV exports. The week is in the address (`?week=2026-W47`); without it, the latest week paid out.
 */
/** A day on the Quebec calendar, in the page's language. */
const quebecDay = (instant: string, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(new Date(instant));

export default function FinancePage() {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  useDocumentTitle(t('finance:title'));
  const [params, setParams] = useSearchParams();
  const asked = weekFromQuery(params.get('week'));
  const { data, error, isLoading } = useReconciliation(asked);
  const week = asked ?? data?.week ?? null;
  const [open, setOpen] = useState<ReconciliationRow | null>(null);
  const monday = week ? mondayOfWeek(week) : null;
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
            if (value) setParams({ week: weekOfDate(value.format('YYYY-MM-DD')) });
          }}
        />
        {data ? <Typography.Text type="secondary">{t('finance:range', { from: quebecDay(data.from, language), to: quebecDay(new Date(Date.parse(data.to) - 1).toISOString(), language) })}</Typography.Text> : null}
      </Space>
      {error !== undefined && data === undefined ? <Alert type="error" showIcon title={t('finance:loadFailed')} /> : null}
      <ReconciliationCard report={data} loading={isLoading} onOpen={setOpen} />
      <TrialBalanceCard />
      {week ? <DrillDownDrawer cleaner={open ? { id: open.cleanerId, name: open.cleanerName } : null} week={week} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
