import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../api/cleaner-types';
import { ProfileCard } from './section-title';

const THUMBNAIL_SIZE = 120;

/**
 * Photos as thumbnails; each opens the full picture in a dialog that pages through the group (the arrows, or its
 * buttons; Escape closes and gives the focus back). A native `<dialog>`: no antd on the pages the server draws.
 */
export function ProfileGallery({ title, photos, name }: { title: string; photos: Photo[]; name: string }) {
  const { t } = useTranslation('cleaners');
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  const altOf = (index: number) => t('cleaners:profile.photo', { name, index: index + 1, total: photos.length });

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (shown !== null && !element.open) element.showModal();
    if (shown === null && element.open) element.close();
  }, [shown]);

  if (photos.length === 0) return null;
  const turn = (step: number) => setShown((index) => (index === null ? null : (index + step + photos.length) % photos.length));
  const photo = shown === null ? null : photos[shown];

  return (
    <ProfileCard title={title}>
      <ul className="profile-gallery">
        {photos.map((item, index) => (
          <li key={item.id}>
            <button type="button" className="profile-gallery-open" aria-label={t('cleaners:profile.viewer.open', { alt: altOf(index) })} onClick={() => setShown(index)}>
              <img src={item.thumbnailUrl} alt={altOf(index)} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="profile-viewer"
        aria-label={title}
        onClose={() => setShown(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') turn(1);
          if (event.key === 'ArrowLeft') turn(-1);
        }}
      >
        {photo === null || photo === undefined ? null : (
          <figure className="profile-viewer-figure">
            <img src={photo.url} alt={altOf(shown!)} />
            <figcaption>{altOf(shown!)}</figcaption>
          </figure>
        )}
        <div className="profile-viewer-actions">
          {photos.length > 1 ? (
            <>
              <button type="button" className="wk-btn" onClick={() => turn(-1)}>
                {t('cleaners:profile.viewer.previous')}
              </button>
              <button type="button" className="wk-btn" onClick={() => turn(1)}>
                {t('cleaners:profile.viewer.next')}
              </button>
            </>
          ) : null}
          <button type="button" className="wk-btn wk-btn-primary" onClick={() => setShown(null)}>
            {t('cleaners:profile.viewer.close')}
          </button>
        </div>
      </dialog>
    </ProfileCard>
  );
}
