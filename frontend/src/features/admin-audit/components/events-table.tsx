import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { AuditEvent } from '../api/audit-api';
import { actorLabel, eventLabel, kindLabel, shortId } from './event-labels';

/** An event of a timeline; in a merged one, the stream it belongs to and that stream's colour. */
export type Row = AuditEvent & { key: string; stream?: { streamId: string; kind: string; colour: string } };

type Props = {
  rows: readonly Row[];
  /** Click on a correlation: show only the events that carry it. */
  onCorrelation: (correlationId: string) => void;
  /** "See the state at this point" (the opened stream's own events only). */
  onPickState?: (revision: number) => void;
};

/** A timeline as a table: revision, when, who, what, the correlation, and the event's data on demand. */
export function EventsTable({ rows, onCorrelation, onPickState }: Props) {
  const { t } = useTranslation('admin-audit');
  const language = useLanguage();
  const historyLink = useHistoryLink();
  const merged = rows.some((row) => row.stream !== undefined);
  const columns: TableColumnsType<Row> = [
    ...(merged
      ? [{
          title: t('admin-audit:columns.stream'),
          key: 'stream',
          render: (_: unknown, row: Row) =>
            row.stream && (
              <Tag color={row.stream.colour}>
                {row.stream.kind === 'notifications' ? (
                  kindLabel(t, row.stream.kind)
                ) : (
                  <Link to={historyLink(row.stream.streamId)} aria-label={t('admin-audit:related.open', { streamId: row.stream.streamId })}>
                    {kindLabel(t, row.stream.kind)}
                  </Link>
                )}
              </Tag>
            ),
        }]
      : []),
    { title: t('admin-audit:columns.revision'), dataIndex: 'revision', key: 'revision', width: 64 },
    { title: t('admin-audit:columns.at'), key: 'at', render: (_, row) => <time dateTime={row.at}>{formatQuebecDateTime(row.at, language)}</time> },
    { title: t('admin-audit:columns.who'), key: 'who', render: (_, row) => actorLabel(t, row.actor) },
    {
      title: t('admin-audit:columns.event'),
      key: 'event',
      render: (_, row) => (
        <>
          {eventLabel(t, row.type)}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.type}</Typography.Text>
        </>
      ),
    },
    {
      title: t('admin-audit:columns.correlation'),
      key: 'correlation',
      render: (_, row) =>
        row.correlationId === null ? (
          t('admin-audit:correlation.none')
        ) : (
          <Button type="link" size="small" onClick={() => onCorrelation(row.correlationId!)} aria-label={t('admin-audit:correlation.filter', { id: row.correlationId })}>
            <Typography.Text code>{shortId(row.correlationId)}</Typography.Text>
          </Button>
        ),
    },
    ...(onPickState
      ? [{
          title: '',
          key: 'state',
          render: (_: unknown, row: Row) => (
            <Button size="small" onClick={() => onPickState(row.revision)} aria-label={t('admin-audit:state.pickLabel', { revision: row.revision })}>
              {t('admin-audit:state.pick')}
            </Button>
          ),
        }]
      : []),
  ];
  return (
    <ScrollingTable<Row>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: true }}
      locale={{ emptyText: t('admin-audit:empty') }}
      expandable={{
        expandedRowRender: (row) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{JSON.stringify(row.data, null, 2)}</pre>,
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button type="link" size="small" aria-expanded={expanded} onClick={(event) => onExpand(record, event)}>
            {t(expanded ? 'admin-audit:data.hide' : 'admin-audit:data.show')}
          </Button>
        ),
        columnTitle: t('admin-audit:columns.data'),
      }}
    />
  );
}
