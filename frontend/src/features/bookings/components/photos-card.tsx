import { PHOTO_PHASES, type PhotoPhase } from '@weklean/domain';
import { Alert, Button, Card, Radio, Select, Typography, Upload, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../api/booking-types';
import { useUploadBookingPhoto } from '../api/upload-booking-photo';
import { MAX_PHOTO_MB, PHOTO_ACCEPT, photoProblem, photosOfPhase } from './photo-checks';
import { useActionFeedback } from './use-action-feedback';
import { PHASE_KEYS, PHOTO_PROBLEM_KEYS } from './vocabulary';

const THUMBNAIL_SIZE = 128;
/** antd keeps no list of its own: the photos shown are the server's. */
const NO_FILES: UploadFile[] = [];

function PhotoGrid({ booking, phase }: { booking: BookingDetails; phase: PhotoPhase }) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const photos = photosOfPhase(booking.photos, phase);
  const taskName = (taskId: string | null) => booking.checklist.find((task) => task.id === taskId)?.task ?? null;
  return (
    <section aria-labelledby={headingId} className="booking-photo-phase">
      <h3 id={headingId} className="booking-subheading">
        {t(PHASE_KEYS[phase])}
      </h3>
      {photos.length === 0 ? (
        <Typography.Text type="secondary">{t('bookings:photos.none')}</Typography.Text>
      ) : (
        <ul className="booking-photo-grid">
          {photos.map((photo, index) => {
            const task = taskName(photo.taskId);
            const alt = t('bookings:photos.alt', { phase: t(PHASE_KEYS[phase]), number: index + 1, total: photos.length });
            return (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img src={photo.thumbnailUrl ?? photo.url} alt={alt} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" />
                  <span className="visually-hidden">{t('bookings:map.newTab')}</span>
                </a>
                {task === null ? null : <span className="booking-photo-task">{task}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function PhotoUpload({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const feedback = useActionFeedback();
  const { trigger, isMutating } = useUploadBookingPhoto(booking.id);
  const [phase, setPhase] = useState<PhotoPhase>(booking.status === 'in_progress' && booking.photos.some((photo) => photo.phase === 'before') ? 'after' : 'before');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const phaseLabelId = useId();
  const taskLabelId = useId();

  const send = async (file: File) => {
    try {
      await trigger({ phase, taskId, file });
      feedback.done('upload-photo');
    } catch (error) {
      feedback.failed('upload-photo', error);
    }
  };

  return (
    <div className="booking-photo-upload">
      <h3 className="booking-subheading">{t('bookings:photos.addTitle')}</h3>
      <div className="booking-photo-fields">
        <div>
          <div id={phaseLabelId} className="booking-field-label">
            {t('bookings:photos.phaseLabel')}
          </div>
          <Radio.Group
            aria-labelledby={phaseLabelId}
            value={phase}
            onChange={(event) => setPhase(event.target.value as PhotoPhase)}
            options={PHOTO_PHASES.map((value) => ({ value, label: t(PHASE_KEYS[value]) }))}
            optionType="button"
          />
        </div>
        {booking.checklist.length === 0 ? null : (
          <div className="booking-photo-task-field">
            <div id={taskLabelId} className="booking-field-label">
              {t('bookings:photos.taskLabel')}
            </div>
            <Select<string>
              aria-labelledby={taskLabelId}
              allowClear
              placeholder={t('bookings:photos.taskPlaceholder')}
              value={taskId ?? undefined}
              onChange={(value) => setTaskId(value ?? null)}
              options={booking.checklist.map((task) => ({ value: task.id, label: task.task }))}
              popupMatchSelectWidth={false}
            />
          </div>
        )}
      </div>
      <Upload
        accept={PHOTO_ACCEPT}
        showUploadList={false}
        fileList={NO_FILES}
        disabled={isMutating}
        beforeUpload={(file) => {
          const problem = photoProblem(file);
          setRefusal(problem === null ? null : t(PHOTO_PROBLEM_KEYS[problem], { name: file.name, maxMb: MAX_PHOTO_MB }));
          if (problem === null) void send(file);
          // The api client sends the file; antd's own request is never used.
          return false;
        }}
      >
        <Button loading={isMutating}>{t('bookings:photos.choose', { phase: t(PHASE_KEYS[phase]) })}</Button>
      </Upload>
      <Typography.Paragraph type="secondary" className="booking-photo-limits">
        {t('bookings:photos.limits', { maxMb: MAX_PHOTO_MB })}
      </Typography.Paragraph>
      {refusal === null ? null : (
        <Typography.Paragraph type="danger" role="alert">
          {refusal}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Before and after photos; the cleaner adds them while allowed, and never when the client asked for none. */
export function PhotosCard({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const canUpload = booking.actions.includes('upload-photo') && booking.photosAllowed;
  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:photos.title')}</h2>} className="booking-section">
      {booking.photosAllowed ? null : <Alert type="info" showIcon title={t('bookings:photos.notAllowed')} className="booking-photo-note" />}
      {booking.photosAllowed || booking.photos.length > 0 ? (
        <div className="booking-photo-phases">
          {PHOTO_PHASES.map((phase) => (
            <PhotoGrid key={phase} booking={booking} phase={phase} />
          ))}
        </div>
      ) : null}
      {canUpload ? <PhotoUpload booking={booking} /> : null}
    </Card>
  );
}
