import { Card, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../api/cleaner-types';
import { SectionTitle } from './section-title';

const THUMBNAIL_SIZE = 120;

/** Photos as thumbnails; the preview opens the full picture and pages through the group. */
export function ProfileGallery({ title, photos, name }: { title: string; photos: Photo[]; name: string }) {
  const { t } = useTranslation('cleaners');
  if (photos.length === 0) return null;
  return (
    <Card title={<SectionTitle>{title}</SectionTitle>}>
      <Image.PreviewGroup>
        <ul className="profile-gallery">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Image
                src={photo.thumbnailUrl}
                preview={{ src: photo.url }}
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                alt={t('cleaners:profile.photo', { name, index: index + 1, total: photos.length })}
              />
            </li>
          ))}
        </ul>
      </Image.PreviewGroup>
    </Card>
  );
}
