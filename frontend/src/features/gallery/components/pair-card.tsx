import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GalleryPair } from '../api/gallery-api';

/** One before/after pair: the two photos side by side, labelled, then the cleaner (a link to their profile) and city. */
export function PairCard({ pair }: { pair: GalleryPair }) {
  const { t } = useTranslation('gallery');
  const room = t(`gallery:rooms.${pair.room}`);
  const cleaner = pair.cleaner.name;
  return (
    <article className="gallery-card" aria-label={`${room} — ${cleaner}`}>
      <div className="gallery-photos">
        {(['before', 'after'] as const).map((phase) => (
          <figure key={phase} className="gallery-photo">
            <img
              src={pair[phase].thumbnailUrl}
              alt={t(`gallery:alt.${phase}`, { room, cleaner })}
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <figcaption className={`gallery-label gallery-label-${phase}`}>{t(`gallery:${phase}`)}</figcaption>
          </figure>
        ))}
      </div>
      <div className="gallery-card-meta">
        <span className="gallery-room">{room}</span>
        <span className="gallery-cleaner">
          {t('gallery:by')}{' '}
          <Link to={paths.cleanerProfile.href({ slug: pair.cleaner.slug })} aria-label={t('gallery:cleanerLink', { cleaner })}>
            {cleaner}
          </Link>
          {pair.cleaner.city ? <span className="gallery-city"> · {pair.cleaner.city}</span> : null}
        </span>
      </div>
    </article>
  );
}
