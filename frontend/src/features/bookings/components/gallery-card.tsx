import { Alert, Button, Card, Popconfirm, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { BookingDetails } from '../api/booking-types';
import { useBookingGalleryPairs, type OwnGalleryPair } from '../api/gallery-pairs';
import { formatInstant } from './booking-time';
import { canPublishToGallery } from './photo-checks';
import { PublishPairModal } from './publish-pair-modal';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';
import { GALLERY_ROOM_KEYS, PHASE_KEYS } from './vocabulary';

const THUMBNAIL_SIZE = 96;

function PublishedPair({ pair, onWithdraw }: { pair: OwnGalleryPair; onWithdraw: (pairId: string) => Promise<void> }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const [withdrawing, setWithdrawing] = useState(false);
  const room = t(GALLERY_ROOM_KEYS[pair.room]);
  return (
    <li className="gallery-published-pair">
      <div className="gallery-published-photos">
        {(['before', 'after'] as const).map((phase) => (
          <img
            key={phase}
            src={pair[phase].thumbnailUrl}
            alt={t('bookings:gallery.pairAlt', { phase: t(PHASE_KEYS[phase]), room })}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            loading="lazy"
          />
        ))}
      </div>
      <div className="gallery-published-meta">
        <Typography.Text strong>{room}</Typography.Text>
        <Typography.Text type="secondary">{t('bookings:gallery.publishedOn', { date: formatInstant(pair.publishedAt, language) })}</Typography.Text>
        <Popconfirm
          title={t('bookings:gallery.withdrawConfirm')}
          okText={t('bookings:gallery.withdrawOk')}
          okButtonProps={{ danger: true }}
          cancelText={t('bookings:gallery.withdrawKeep')}
          onConfirm={async () => {
            setWithdrawing(true);
            try {
              await onWithdraw(pair.pairId);
            } finally {
              setWithdrawing(false);
            }
          }}
        >
          <Button danger loading={withdrawing} aria-label={t('bookings:gallery.withdrawNamed', { room })}>
            {t('bookings:gallery.withdraw')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/**
 * For the cleaner of a completed booking whose client allowed photos: publish a before/after pair of it to the public
 * gallery (docs/api/gallery.md), and the pairs of it published, each withdrawn after a confirmation.
 */
export function GalleryCard({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation(['bookings', 'common']);
  const toast = useToast();
  const shown = canPublishToGallery(booking, viewer);
  const { pairs, error, isLoading, retry, publish, withdraw } = useBookingGalleryPairs(booking.id, shown);
  const [publishing, setPublishing] = useState(false);
  const listId = useId();
  if (!shown) return null;

  const onWithdraw = async (pairId: string) => {
    try {
      await withdraw(pairId);
      toast.success(t('bookings:gallery.withdrawn'));
    } catch (failure) {
      toast.failure(failure, t('bookings:gallery.withdrawFailed'));
    }
  };

  return (
    <Card id="gallery" className="booking-section" title={<h2 className="booking-card-heading">{t('bookings:gallery.title')}</h2>}>
      <Typography.Paragraph>{t('bookings:gallery.intro')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setPublishing(true)}>
        {t('bookings:gallery.open')}
      </Button>
      <h3 id={listId} className="booking-subheading gallery-published-heading">
        {t('bookings:gallery.publishedTitle')}
      </h3>
      {pairs === undefined && isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {pairs === undefined && !isLoading && error !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('bookings:gallery.loadFailed')}
          action={<Button onClick={retry}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      {pairs !== undefined && pairs.length === 0 ? <Typography.Text type="secondary">{t('bookings:gallery.none')}</Typography.Text> : null}
      {pairs !== undefined && pairs.length > 0 ? (
        <ul className="gallery-published" aria-labelledby={listId}>
          {pairs.map((pair) => (
            <PublishedPair key={pair.pairId} pair={pair} onWithdraw={onWithdraw} />
          ))}
        </ul>
      ) : null}
      {publishing ? <PublishPairModal booking={booking} publish={publish} onClose={() => setPublishing(false)} /> : null}
    </Card>
  );
}
