import { Button, Popconfirm, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { CleanerPhoto, Me } from '../api/me-types';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { MAX_UPLOAD_MB, acceptAttribute } from './upload-checks';
import { useSaveFailure } from './use-save-failure';
import { BATCH_REFUSAL_KEYS, WORK_PHOTO_KEYS } from './vocabulary';
import { MAX_WORK_PHOTOS, photosOf, sendInTurn, sortBatch, type WorkPhotoKind } from './work-photos';

const THUMBNAIL_SIZE = 120;
/** antd keeps no list of its own: the photos shown are the server's. */
const NO_FILES: UploadFile[] = [];

type Sending = { index: number; total: number };

/**
 * The gallery or the portfolio: the photos sent, each with a remove button, and an add button that takes several
 * files and sends them one after another (`POST /api/cleaners/me/photos`).
 */
export function PhotoCollection({ me, kind }: { me: Me; kind: WorkPhotoKind }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const keys = WORK_PHOTO_KEYS[kind];
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const toast = useToast();
  const showFailure = useSaveFailure();
  const addButton = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const photos = photosOf(me, kind);
  const room = MAX_WORK_PHOTOS - photos.length;
  const busy = sending !== null || removing !== null;

  const sendBatch = async (files: File[]) => {
    const { sent, failures } = await sendInTurn(
      files,
      (file) => upload.trigger({ kind, file }),
      (index) => setSending({ index, total: files.length }),
    );
    setSending(null);
    if (failures.length > 0) showFailure(failures.at(-1));
    else toast.success(t('onboarding:photos.added', { count: sent }));
  };

  const removeOne = async (photo: CleanerPhoto) => {
    setRemoving(photo.id);
    try {
      await remove.trigger(photo.id);
      toast.success(t('onboarding:photos.removed'));
    } catch (error) {
      showFailure(error);
    } finally {
      setRemoving(null);
      // The removed photo's button is gone: the focus goes somewhere that stays.
      addButton.current?.focus();
    }
  };

  return (
    <div className="work-photos">
      <Typography.Paragraph type="secondary">{t(keys.hint)}</Typography.Paragraph>
      {photos.length === 0 ? (
        <Typography.Paragraph className="work-photos-empty">{t(keys.empty)}</Typography.Paragraph>
      ) : (
        <ul className="work-photos-grid" aria-label={t(keys.list)}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const source = photo.thumbnailUrl ?? photo.url;
            return (
              <li key={photo.id} className="work-photo">
                <img
                  {...(source === null ? {} : { src: source })}
                  alt={t(keys.alt, { number, total: photos.length })}
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading="lazy"
                />
                <Popconfirm
                  title={t(keys.confirmRemove, { number })}
                  okText={t('onboarding:photos.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common:actions.cancel')}
                  onConfirm={() => removeOne(photo)}
                  // Next to its button in the page, so that Tab reaches its buttons from there.
                  getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
                >
                  <Button
                    size="small"
                    danger
                    disabled={busy}
                    loading={removing === photo.id}
                    aria-label={t(keys.remove, { number })}
                  >
                    {t('onboarding:photos.remove')}
                  </Button>
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      )}
      <div className="work-photos-add">
        <Upload
          accept={acceptAttribute('photo')}
          multiple
          showUploadList={false}
          fileList={NO_FILES}
          disabled={busy || room <= 0}
          beforeUpload={(file, batch) => {
            // antd asks about each file of a batch in turn: the whole batch is judged and queued at its first file.
            if (file === batch[0]) {
              const { accepted, refused } = sortBatch(batch, room);
              setRefusals(
                refused.map(({ name, problem }) =>
                  t('onboarding:photos.refused', {
                    name,
                    problem: t(BATCH_REFUSAL_KEYS[problem], { maxMb: MAX_UPLOAD_MB, max: MAX_WORK_PHOTOS }),
                  }),
                ),
              );
              if (accepted.length > 0) void sendBatch(accepted);
            }
            // The api client sends the files; antd's own request is never used.
            return false;
          }}
        >
          <Button ref={addButton} loading={sending !== null}>
            {sending === null
              ? t(keys.add)
              : t('onboarding:photos.sending', { number: sending.index + 1, total: sending.total })}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t(room <= 0 ? 'onboarding:photos.full' : 'onboarding:photos.limits', { maxMb: MAX_UPLOAD_MB, max: MAX_WORK_PHOTOS })}
        </Typography.Text>
      </div>
      {refusals.length === 0 ? null : (
        <ul className="work-photos-refusals" role="alert">
          {refusals.map((text, index) => (
            <li key={`${index}-${text}`}>
              <Typography.Text type="danger">{text}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
