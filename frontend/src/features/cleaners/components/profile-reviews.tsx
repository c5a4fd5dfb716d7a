import { REVIEW_CATEGORIES } from '@weklean/domain';
import { Alert, Button, Card, Empty, Progress, Rate, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDay } from '../../../lib/format-date';
import { olderCleanerReviews, useCleanerReviews, type CleanerReview } from '../api/get-cleaner-reviews';
import { formatRating, languageOf } from './format';
import { SectionTitle } from './section-title';

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
    <Card title={<SectionTitle>{t('cleaners:profile.reviews.title')}</SectionTitle>}>
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('cleaners:profile.reviews.loadFailed')} action={<Button onClick={() => void mutate()}>{t('cleaners:profile.reviews.retry')}</Button>} /> : null}
      {data && data.reviewCount === 0 ? <Empty description={t('cleaners:profile.reviews.none')} /> : null}
      {data && data.reviewCount > 0 ? (
        <>
          <dl className="profile-review-averages">
            {REVIEW_CATEGORIES.map((category) => {
              const value = data.ratings[category];
              return (
                <div key={category} className="profile-review-average">
                  <dt>{t(`cleaners:profile.reviews.categories.${category}`)}</dt>
                  <dd>
                    <Progress percent={value === null ? 0 : (value / 5) * 100} showInfo={false} size="small" aria-hidden="true" />
                    <span>{value === null ? '—' : formatRating(value, language)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
          <Typography.Paragraph type="secondary">{t('cleaners:profile.reviews.count', { count: data.reviewCount })}</Typography.Paragraph>
          {items.map((review) => (
            <article key={`${review.bookingId}-${review.authorRole}`} className="profile-review">
              <Typography.Text strong>{review.author.name}</Typography.Text>{' '}
              <Rate disabled value={review.ratings.overall} aria-label={t('cleaners:profile.reviews.stars', { count: review.ratings.overall })} />{' '}
              {review.publishedAt ? <Typography.Text type="secondary">{formatQuebecDay(review.publishedAt, language)}</Typography.Text> : null}
              {review.comment ? <Typography.Paragraph className="profile-review-text">{review.comment}</Typography.Paragraph> : null}
              {review.reply ? <Typography.Paragraph type="secondary" className="profile-review-text">{t('cleaners:profile.reviews.reply', { text: review.reply.text })}</Typography.Paragraph> : null}
            </article>
          ))}
          {nextCursor ? (
            <Button
              loading={loading}
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
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
