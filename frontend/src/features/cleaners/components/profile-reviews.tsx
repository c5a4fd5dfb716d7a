import { REVIEW_CATEGORIES } from '@weklean/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDay } from '../../../lib/format-date';
import { olderCleanerReviews, useCleanerReviews, type CleanerReview } from '../api/get-cleaner-reviews';
import { formatRating, languageOf } from './format';
import { ProfileCard } from './section-title';

/** Five stars, the given number filled; read as one phrase ("4 stars out of 5"). */
function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="profile-review-stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} className={index < Math.round(value) ? 'is-on' : undefined} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** The cleaner's reviews on the public profile: the average of each category, then the reviews, the latest first. */
export function ProfileReviews({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const { data, error, isLoading, mutate } = useCleanerReviews(slug);
  const [older, setOlder] = useState<{ items: CleanerReview[]; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const items = [...(data?.items ?? []), ...(older?.items ?? [])];
  const nextCursor = older ? older.nextCursor : (data?.nextCursor ?? null);
  return (
    <ProfileCard title={t('cleaners:profile.reviews.title')}>
      {isLoading && !data ? (
        <div aria-busy="true">
          <span className="wk-skeleton" />
          <span className="wk-skeleton" />
          <span className="wk-skeleton" />
        </div>
      ) : null}
      {error && !data ? (
        <div className="wk-alert wk-alert-error cleaner-collection-failed" role="alert">
          <p className="wk-alert-title">{t('cleaners:profile.reviews.loadFailed')}</p>
          <button type="button" className="wk-btn" onClick={() => void mutate()}>
            {t('cleaners:profile.reviews.retry')}
          </button>
        </div>
      ) : null}
      {data && data.reviewCount === 0 ? <p className="wk-paragraph wk-secondary">{t('cleaners:profile.reviews.none')}</p> : null}
      {data && data.reviewCount > 0 ? (
        <>
          <dl className="profile-review-averages">
            {REVIEW_CATEGORIES.map((category) => {
              const value = data.ratings[category];
              return (
                <div key={category} className="profile-review-average">
                  <dt>{t(`cleaners:profile.reviews.categories.${category}`)}</dt>
                  <dd>
                    <span className="profile-review-bar" aria-hidden="true">
                      <span style={{ width: `${value === null ? 0 : (value / 5) * 100}%` }} />
                    </span>
                    <span>{value === null ? '—' : formatRating(value, language)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="wk-paragraph wk-secondary">{t('cleaners:profile.reviews.count', { count: data.reviewCount })}</p>
          {items.map((review) => (
            <article key={`${review.bookingId}-${review.authorRole}`} className="profile-review">
              <strong>{review.author.name}</strong>{' '}
              <Stars value={review.ratings.overall} label={t('cleaners:profile.reviews.stars', { count: review.ratings.overall })} />{' '}
              {review.publishedAt ? <span className="wk-secondary">{formatQuebecDay(review.publishedAt, language)}</span> : null}
              {review.comment ? <p className="wk-paragraph profile-review-text">{review.comment}</p> : null}
              {review.reply ? <p className="wk-paragraph wk-secondary profile-review-text">{t('cleaners:profile.reviews.reply', { text: review.reply.text })}</p> : null}
            </article>
          ))}
          {nextCursor ? (
            <button
              type="button"
              className="wk-btn"
              disabled={loading}
              aria-busy={loading}
              onClick={async () => {
                setLoading(true);
                try {
                  const page = await olderCleanerReviews(slug, nextCursor);
                  setOlder({ items: [...(older?.items ?? []), ...page.items], nextCursor: page.nextCursor });
                } finally {
                  setLoading(false);
                }
              }}
            >
              {t('cleaners:profile.reviews.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </ProfileCard>
  );
}
