import { Alert, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../lib/api-client';
import { useHistoryLink } from '../../../lib/history-link';
import { useRelated } from '../api/audit-api';
import { colourOf, kindLabel } from './event-labels';
import { EventsTable, type Row } from './events-table';

type Position = Row['position'];
const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
/** The log's order (commit, then prepare); an e-mail, which has no place in the log, after the events of its instant. */
const byPosition = (a: Position, b: Position): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(BigInt(a.commit), BigInt(b.commit)) || compare(BigInt(a.prepare), BigInt(b.prepare));
};

type Props = { streamId: string; correlation: string | null; onCorrelation: (id: string) => void; filter: ReactNode };

/** Every related stream's events in one timeline, in time order, a colour per stream, each stream a link to its own history. */
export function RelatedTimeline({ streamId, correlation, onCorrelation, filter }: Props) {
  const { t } = useTranslation(['admin-audit', 'errors']);
  const historyLink = useHistoryLink();
  const { data, error } = useRelated(streamId, true);
  if (error !== undefined) return <Alert type="error" showIcon title={failureMessage(error, { fallback: t('admin-audit:loadFailed'), nonJson: t('errors:server') })} />;
  if (data === undefined) return <Skeleton active aria-busy="true" aria-label={t('admin-audit:loading')} />;

  const streams = data.streams.map((stream, index) => ({ ...stream, colour: colourOf(index) }));
  const rows: Row[] = streams
    .flatMap((stream) => stream.events.map((event) => ({ ...event, key: `${stream.streamId}/${event.id}`, stream: { streamId: stream.streamId, kind: stream.kind, colour: stream.colour } })))
    .filter((row) => correlation === null || row.correlationId === correlation)
    // Time order; within one instant, the order of the log.
    .sort((a, b) => a.at.localeCompare(b.at) || byPosition(a.position, b.position));
  return (
    <>
      <Typography.Paragraph type="secondary">{t('admin-audit:related.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 8 }} aria-label={t('admin-audit:related.streams')}>
        {streams.map((stream) => (
          <Tag key={stream.streamId} color={stream.colour}>
            {stream.kind === 'notifications' || stream.streamId === streamId ? (
              `${kindLabel(t, stream.kind)} (${stream.events.length})`
            ) : (
              <Link to={historyLink(stream.streamId)} aria-label={t('admin-audit:related.open', { streamId: stream.streamId })}>
                {kindLabel(t, stream.kind)} ({stream.events.length})
              </Link>
            )}
          </Tag>
        ))}
      </Space>
      {filter}
      <EventsTable rows={rows} onCorrelation={onCorrelation} />
    </>
  );
}
