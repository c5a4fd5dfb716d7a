import { Card, Descriptions, Rate, Timeline, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents, formatNumber } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { AdminDisputeRow, EvidenceFile } from '../api/admin-disputes';
import { DisputeStatusTag } from './dispute-summary';
import { REASON_KEYS, SIDE_KEYS, labelOf } from './vocabulary';

type Key = `${'disputes' | 'bookings'}:${string}`;

/** The evidence file's steps (the booking's, then the dispute's own), by their type; another type shows as it is. */
const TIMELINE_TYPES = [
  'requested', 'deposit-paid', 'accepted', 'postponed', 'time-proposed', 'proposal-accepted', 'punched-in', 'checklist-task-done',
  'checklist-task-undone', 'photo-added', 'punched-out', 'completed', 'cancelled', 'DisputeOpened', 'DisputeAnswered', 'DisputeUncontested', 'DisputeDecided',
] as const;
const timelineKey = (type: string): Key | null => (TIMELINE_TYPES.some((known) => known === type) ? `disputes:evidence.timeline.types.${type}` : null);
const BOOKING_STATUS_KEYS: Readonly<Record<string, Key>> = {
  pending: 'bookings:status.pending',
  confirmed: 'bookings:status.confirmed',
  in_progress: 'bookings:status.in_progress',
  completed: 'bookings:status.completed',
  cancelled: 'bookings:status.cancelled',
};
const PAYMENT_STATUS_KEYS: Readonly<Record<string, Key>> = {
  requested: 'disputes:evidence.payments.statuses.requested',
  requires_action: 'disputes:evidence.payments.statuses.requires_action',
  succeeded: 'disputes:evidence.payments.statuses.succeeded',
  failed: 'disputes:evidence.payments.statuses.failed',
};
const PAYMENT_KIND_KEYS: Readonly<Record<string, Key>> = {
  deposit: 'disputes:evidence.payments.kinds.deposit',
  balance: 'disputes:evidence.payments.kinds.balance',
  refund: 'disputes:evidence.payments.kinds.refund',
};
const isLink = (value: unknown): value is string => typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//.test(value));

const heading = (text: string) => <h2 className="admin-card-title dispute-card-title">{text}</h2>;

export function BookingSection({ booking }: { booking: EvidenceFile['booking'] }) {
  const { t } = useTranslation(['disputes', 'bookings']);
  const language = useLanguage();
  return (
    <Card title={heading(t('disputes:evidence.booking.title'))}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: t('disputes:evidence.booking.status'), children: labelOf(BOOKING_STATUS_KEYS, booking.status, t) },
          {
            key: 'when',
            label: t('disputes:evidence.booking.when'),
            children: `${formatQuebecDateTime(booking.startsAt, language)} – ${formatQuebecDateTime(booking.endsAt, language)}`,
          },
          { key: 'duration', label: t('disputes:evidence.booking.duration'), children: t('disputes:evidence.booking.hours', { hours: formatNumber(booking.durationHours, language) }) },
          { key: 'address', label: t('disputes:evidence.booking.address'), children: addressText(booking.address) },
          { key: 'client', label: t('disputes:sides.client'), children: booking.client.name },
          { key: 'cleaner', label: t('disputes:sides.cleaner'), children: booking.cleaner.name },
          { key: 'price', label: t('disputes:evidence.booking.price'), children: formatCents(booking.finalPriceCents, language) },
        ]}
      />
    </Card>
  );
}

/** An address as the evidence file gives it: a line, or its parts. */
export function addressText(address: unknown): string {
  if (typeof address === 'string') return address;
  if (typeof address !== 'object' || address === null) return '—';
  const parts = ['streetAddress', 'city', 'province', 'postalCode'].map((name) => (address as Record<string, unknown>)[name]).filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length === 0 ? '—' : parts.join(', ');
}

type Detail = { key: string; label: string; value: ReactNode };

/**
 * What the timeline says of one step, as an admin weighs it: how far from the home the punches were, how late the
 * arrival, which task, which photo (shown), the times asked; coordinates and ids are left out.
 */
function Details({ details }: { details: unknown }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  if (typeof details !== 'object' || details === null) return null;
  const data = details as Record<string, unknown>;
  const rows: Detail[] = [];
  if (typeof data.distanceMetres === 'number') {
    rows.push({ key: 'distance', label: t('disputes:evidence.timeline.distance'), value: t('disputes:evidence.timeline.metres', { metres: formatNumber(data.distanceMetres, language, 0) }) });
  }
  if (typeof data.minutesLate === 'number' && data.minutesLate > 0) {
    rows.push({ key: 'late', label: t('disputes:evidence.timeline.late'), value: t('disputes:evidence.timeline.minutes', { minutes: formatNumber(data.minutesLate, language, 0) }) });
  }
  if (typeof data.label === 'string') rows.push({ key: 'task', label: t('disputes:evidence.timeline.task'), value: data.label });
  if (typeof data.phase === 'string') {
    rows.push({ key: 'phase', label: t('disputes:evidence.timeline.phase'), value: data.phase === 'before' ? t('disputes:evidence.timeline.before') : data.phase === 'after' ? t('disputes:evidence.timeline.after') : data.phase });
  }
  if (isLink(data.url)) {
    rows.push({
      key: 'photo',
      label: t('disputes:evidence.timeline.photo'),
      value: (
        <a href={data.url} target="_blank" rel="noopener noreferrer">
          <img src={isLink(data.thumbnailUrl) ? data.thumbnailUrl : data.url} alt={t('disputes:evidence.timeline.photoAlt')} width={72} height={72} loading="lazy" />
        </a>
      ),
    });
  }
  if (typeof data.startsAt === 'string') rows.push({ key: 'startsAt', label: t('disputes:evidence.timeline.startsAt'), value: formatQuebecDateTime(data.startsAt, language) });
  if (typeof data.reason === 'string' && data.reason !== '') rows.push({ key: 'reason', label: t('disputes:evidence.timeline.reason'), value: data.reason });
  if (rows.length === 0) return null;
  return (
    <dl className="dispute-details">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TimelineSection({ timeline }: { timeline: EvidenceFile['timeline'] }) {
  const { t } = useTranslation(['disputes', 'bookings']);
  const language = useLanguage();
  const label = (type: string) => {
    const key = timelineKey(type);
    return key === null ? type : t(key);
  };
  return (
    <Card title={heading(t('disputes:evidence.timeline.title'))}>
      {timeline.length === 0 ? (
        <Typography.Text type="secondary">{t('disputes:evidence.timeline.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={timeline.map((entry, index) => ({
            key: `${entry.type}-${entry.at}-${index}`,
            children: (
              <>
                <Typography.Text strong>{label(entry.type)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {formatQuebecDateTime(entry.at, language)}
                  {entry.by === null || entry.by.name === '' ? null : ` · ${entry.by.name}`}
                </Typography.Text>
                <Details details={entry.details} />
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}

export function ConversationSection({ conversation }: { conversation: EvidenceFile['conversation'] }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  return (
    <Card title={heading(t('disputes:evidence.conversation.title'))}>
      {conversation.length === 0 ? (
        <Typography.Text type="secondary">{t('disputes:evidence.conversation.empty')}</Typography.Text>
      ) : (
        <ol className="dispute-conversation">
          {conversation.map((message, index) => (
            <li key={`${message.at}-${index}`}>
              <Typography.Text strong>{message.fromName}</Typography.Text>{' '}
              <Typography.Text type="secondary">{formatQuebecDateTime(message.at, language)}</Typography.Text>
              <Typography.Paragraph className="dispute-text">{message.text}</Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function PaymentsSection({ payments }: { payments: EvidenceFile['payments'] }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  type Line = EvidenceFile['payments']['lines'][number];
  const columns: TableColumnsType<Line> = [
    { key: 'kind', title: t('disputes:evidence.payments.kind'), render: (_, line) => labelOf(PAYMENT_KIND_KEYS, line.kind, t) },
    { key: 'amount', title: t('disputes:evidence.payments.amount'), align: 'right', render: (_, line) => formatCents(line.amountCents, language) },
    { key: 'at', title: t('disputes:evidence.payments.at'), render: (_, line) => (line.at === null ? '—' : formatQuebecDateTime(line.at, language)) },
    { key: 'status', title: t('disputes:evidence.payments.status'), render: (_, line) => labelOf(PAYMENT_STATUS_KEYS, line.status, t) },
  ];
  return (
    <Card title={heading(t('disputes:evidence.payments.title'))}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'charged', label: t('disputes:evidence.payments.charged'), children: formatCents(payments.chargedCents, language) },
          { key: 'refunded', label: t('disputes:evidence.payments.refunded'), children: formatCents(payments.refundedCents, language) },
          { key: 'refundable', label: t('disputes:evidence.payments.refundable'), children: formatCents(payments.refundableCents, language) },
        ]}
      />
      <ScrollingTable<Line>
        rowKey={(line) => `${line.kind}-${line.at}-${line.amountCents}`}
        columns={columns}
        dataSource={payments.lines}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('disputes:evidence.payments.empty')}</Typography.Text> }}
      />
    </Card>
  );
}

export function ReviewsSection({ reviews, booking }: { reviews: EvidenceFile['reviews']; booking: EvidenceFile['booking'] }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  const author = (id: string): ReactNode => (id === booking.client.id ? booking.client.name : id === booking.cleaner.id ? booking.cleaner.name : id);
  return (
    <Card title={heading(t('disputes:evidence.reviews.title'))}>
      {reviews.length === 0 ? (
        <Typography.Text type="secondary">{t('disputes:evidence.reviews.empty')}</Typography.Text>
      ) : (
        <ul className="dispute-reviews">
          {reviews.map((review) => (
            <li key={`${review.byId}-${review.at}`}>
              <Typography.Text strong>{author(review.byId)}</Typography.Text>{' '}
              <Rate disabled allowHalf value={review.rating} aria-label={t('disputes:evidence.reviews.rating', { rating: formatNumber(review.rating, language) })} />{' '}
              <Typography.Text type="secondary">{formatQuebecDateTime(review.at, language)}</Typography.Text>
              {review.text === null || review.text === '' ? null : <Typography.Paragraph className="dispute-text">{review.text}</Typography.Paragraph>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PastDisputesTable({ rows, caption }: { rows: readonly AdminDisputeRow[]; caption: string }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  const columns: TableColumnsType<AdminDisputeRow> = [
    {
      key: 'openedAt',
      title: t('disputes:admin.list.columns.openedAt'),
      render: (_, row) => <Link to={paths.adminDispute.href({ disputeId: row.id })}>{formatQuebecDateTime(row.openedAt, language)}</Link>,
    },
    { key: 'side', title: t('disputes:admin.list.columns.side'), render: (_, row) => labelOf(SIDE_KEYS, row.side, t) },
    { key: 'reason', title: t('disputes:admin.list.columns.reason'), render: (_, row) => labelOf(REASON_KEYS, row.reason, t) },
    { key: 'status', title: t('disputes:admin.list.columns.status'), render: (_, row) => <DisputeStatusTag status={row.status} /> },
  ];
  return (
    <ScrollingTable<AdminDisputeRow>
      rowKey="id"
      title={() => <h3 className="dispute-subheading">{caption}</h3>}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{t('disputes:evidence.past.none')}</Typography.Text> }}
    />
  );
}

export function PastDisputesSection({ past, booking }: { past: EvidenceFile['pastDisputes']; booking: EvidenceFile['booking'] }) {
  const { t } = useTranslation('disputes');
  return (
    <Card title={heading(t('disputes:evidence.past.title'))}>
      <PastDisputesTable rows={past.client} caption={t('disputes:evidence.past.of', { name: booking.client.name })} />
      <PastDisputesTable rows={past.cleaner} caption={t('disputes:evidence.past.of', { name: booking.cleaner.name })} />
    </Card>
  );
}
