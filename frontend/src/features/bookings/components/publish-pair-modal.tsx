import { GALLERY_ROOMS, type GalleryRoom, type PhotoPhase } from '@weklean/domain';
import { Alert, Form, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import type { BookingDetails, BookingPhoto } from '../api/booking-types';
import type { OwnGalleryPair, PublishRequest } from '../api/gallery-pairs';
import { photosOfPhase } from './photo-checks';
import { GALLERY_ROOM_KEYS, PHASE_KEYS } from './vocabulary';

type Values = { beforePhotoId?: string; afterPhotoId?: string; room?: GalleryRoom };
export type Publish = (request: PublishRequest, shownAs: Pick<OwnGalleryPair, 'before' | 'after'>) => Promise<unknown>;

const THUMBNAIL_SIZE = 96;

/** A choice of one photo of a phase: radios whose labels are the thumbnails (arrow keys move between them). */
function PhotoChoice({ photos, phase, labelId, value, onChange }: { photos: BookingPhoto[]; phase: PhotoPhase; labelId: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('bookings');
  return (
    <Radio.Group
      aria-labelledby={labelId}
      className="gallery-publish-photos"
      value={value}
      onChange={(event) => onChange?.(event.target.value as string)}
      options={photos.map((photo, index) => ({
        value: photo.id,
        label: (
          <img
            src={photo.thumbnailUrl ?? photo.url}
            alt={t('bookings:photos.alt', { phase: t(PHASE_KEYS[phase]), number: index + 1, total: photos.length })}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
          />
        ),
      }))}
    />
  );
}

/** The cleaner picks a before photo, an after photo and the room, then publishes the pair to the public gallery. */
export function PublishPairModal({ booking, publish, onClose }: { booking: BookingDetails; publish: Publish; onClose: () => void }) {
  const { t } = useTranslation(['bookings', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const beforeLabelId = useId();
  const afterLabelId = useId();
  const roomLabelId = useId();
  const before = photosOfPhase(booking.photos, 'before');
  const after = photosOfPhase(booking.photos, 'after');

  const onFinish = async ({ beforePhotoId, afterPhotoId, room }: Values) => {
    const beforePhoto = before.find((photo) => photo.id === beforePhotoId);
    const afterPhoto = after.find((photo) => photo.id === afterPhotoId);
    if (beforePhoto === undefined || afterPhoto === undefined || room === undefined) return;
    setSending(true);
    setRefusal(null);
    try {
      const shown = (photo: BookingPhoto) => ({ url: photo.url, thumbnailUrl: photo.thumbnailUrl ?? photo.url });
      await publish({ bookingId: booking.id, beforePhotoId: beforePhoto.id, afterPhotoId: afterPhoto.id, room }, { before: shown(beforePhoto), after: shown(afterPhoto) });
      toast.success(t('bookings:gallery.published'));
      onClose();
    } catch (error) {
      setRefusal(failureMessage(error, { fallback: t('bookings:gallery.publishFailed'), nonJson: t('errors:server') }));
    } finally {
      setSending(false);
    }
  };

  const required = [{ required: true, message: t('bookings:gallery.required') }];
  return (
    <Modal
      open
      title={t('bookings:gallery.modalTitle')}
      okText={t('bookings:gallery.publish')}
      okButtonProps={{ htmlType: 'submit', form: 'gallery-publish' }}
      cancelText={t('bookings:gallery.cancel')}
      confirmLoading={sending}
      onCancel={onClose}
      width={640}
    >
      <p>{t('bookings:gallery.modalIntro')}</p>
      <Form<Values>
        form={form}
        name="gallery-publish"
        layout="vertical"
        disabled={sending}
        initialValues={{ beforePhotoId: before[0]?.id, afterPhotoId: after[0]?.id }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="beforePhotoId" label={<span id={beforeLabelId}>{t('bookings:gallery.beforeLabel')}</span>} rules={required}>
          <PhotoChoice photos={before} phase="before" labelId={beforeLabelId} />
        </Form.Item>
        <Form.Item name="afterPhotoId" label={<span id={afterLabelId}>{t('bookings:gallery.afterLabel')}</span>} rules={required}>
          <PhotoChoice photos={after} phase="after" labelId={afterLabelId} />
        </Form.Item>
        <Form.Item name="room" label={<span id={roomLabelId}>{t('bookings:gallery.roomLabel')}</span>} rules={required}>
          <Radio.Group
            aria-labelledby={roomLabelId}
            optionType="button"
            options={GALLERY_ROOMS.map((room) => ({ value: room, label: t(GALLERY_ROOM_KEYS[room]) }))}
          />
        </Form.Item>
      </Form>
      {refusal === null ? null : <Alert type="error" showIcon role="alert" title={refusal} />}
    </Modal>
  );
}
