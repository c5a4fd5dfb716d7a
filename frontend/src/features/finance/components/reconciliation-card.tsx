import { Alert, Button, Card, Empty, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useInvariants, type Reconciliation, type ReconciliationRow } from '../api/finance-api';
import { csvFileName, ledgerCsvUrl, reconciliationCsvUrl } from '../api/finance-urls';
import { FIGURES } from './finance-vocabulary';
import { ReplayStatus } from './replay-status';
import { differenceTone } from './week';

/** Findings (broken invariants, rows the replay disagrees with), or a line that says there are none. */
function Findings({ findings }: { findings: Reconciliation['findings'] }) {
  const { t } = useTranslation('finance');
  if (findings.length === 0) return <Alert type="success" showIcon title={t('finance:findings.none')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {findings.map((finding) => (
        <Alert key={`${finding.invariant}:${finding.subject}`} type="error" showIcon title={t(`finance:findings.${finding.invariant}`, { defaultValue: finding.invariant })} description={`${finding.subject} — ${finding.detail}`} />
      ))}
    </Space>
  );
}

/** The week's reconciliation per cleaner, with totals; a row opens its drill-down. */
export function ReconciliationCard({ report, loading, onOpen }: { report: Reconciliation | undefined; loading: boolean; onOpen: (row: ReconciliationRow) => void }) {
  const { t } = useTranslation(['finance', 'errors']);
  const language = useLanguage();
  const invariants = useInvariants();
  const money = (cents: number) => formatCents(cents, language);
  const columns: TableColumnsType<ReconciliationRow> = [
    {
      title: t('finance:columns.cleaner'),
      fixed: 'left',
      render: (_, row) => (
        <Button
          type="link"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          className="finance-cleaner-link"
        >
          {row.cleanerName || row.cleanerId.slice(0, 8)}
        </Button>
      ),
    },
    ...FIGURES.map((figure) => ({
      title: t(`finance:columns.${figure}`),
      align: 'right' as const,
      render: (_: unknown, row: ReconciliationRow) =>
        figure === 'difference' ? <Typography.Text type={differenceTone(row.difference)} strong={row.difference !== 0}>{money(row.difference)}</Typography.Text> : money(row[figure]),
    })),
  ];
  return (
    <Card
      loading={loading && report === undefined}
      title={<h2 className="finance-card-title">{t('finance:reconciliation.title')}</h2>}
      extra={
        report ? (
          <Space wrap>
            <a href={reconciliationCsvUrl(report.week)} download={csvFileName('reconciliation', report.week)}>
              {t('finance:reconciliation.csv')}
            </a>
            <a href={ledgerCsvUrl(report.week)} download={csvFileName('ledger', report.week)}>
              {t('finance:reconciliation.ledgerCsv')}
            </a>
          </Space>
        ) : null
      }
    >
      {report ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('finance:reconciliation.explain')}</Typography.Text>
          <ReplayStatus kind="week" week={report.week} replay={report.replay} running={report.running} findings={report.findings.length} />
          {report.rows.length === 0 ? (
            <Empty description={t('finance:reconciliation.empty')} />
          ) : (
            <ScrollingTable<ReconciliationRow>
              rowKey="cleanerId"
              size="small"
              columns={columns}
              dataSource={report.rows}
              pagination={{ pageSize: 25, hideOnSinglePage: true }}
              scroll={{ x: true }}
              // The whole row opens the drill-down for a pointer; the cleaner's name is the button a keyboard reaches.
              onRow={(row) => ({ onClick: () => onOpen(row), className: 'finance-row' })}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <strong>{t('finance:reconciliation.totals')}</strong>
                  </Table.Summary.Cell>
                  {FIGURES.map((figure, index) => (
                    <Table.Summary.Cell key={figure} index={index + 1} align="right">
                      <strong>{money(report.totals[figure])}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          )}
          {report.replayAgrees === null ? null : <Findings findings={report.findings} />}
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Title level={3} className="finance-card-title">
              {t('finance:invariants.title')}
            </Typography.Title>
            {invariants.error && invariants.data === undefined ? (
              <Alert type="error" showIcon title={failureMessage(invariants.error, { fallback: t('finance:loadFailed'), nonJson: t('errors:server') })} />
            ) : null}
            {invariants.isLoading ? <Typography.Text type="secondary">{t('finance:invariants.loading')}</Typography.Text> : null}
            {invariants.data ? (
              <>
                <ReplayStatus kind="invariants" week={null} replay={invariants.data.replay} running={invariants.data.running} findings={invariants.data.findings.length} />
                {invariants.data.state === 'done' ? <Findings findings={invariants.data.findings} /> : null}
              </>
            ) : null}
          </Space>
        </Space>
      ) : null}
    </Card>
  );
}
