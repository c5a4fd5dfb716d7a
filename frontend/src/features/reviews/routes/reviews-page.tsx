import { REVIEW_CATEGORIES } from '@weklean/domain';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { olderRecentReviews, useRecentReviews, type RecentReviews } from '../api/reviews-api';
import { formatAverage } from '../components/format';
import { ReviewItem } from '../components/review-item';
import '../components/reviews.css';

/** `/reviews`: the latest published reviews of cleaners on Weklean, with the platform's averages per category. */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const toast = useToast();
  useDocumentTitle(t('reviews:recent.title'));
  const { data, error, isLoading, mutate } = useRecentReviews();
  const [older, setOlder] = useState<{ items: RecentReviews['items']; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const items = [...(data?.items ?? []), ...(older?.items ?? [])];
  const nextCursor = older ? older.nextCursor : (data?.nextCursor ?? null);
  const more = async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      const page = await olderRecentReviews(nextCursor);
      setOlder({ items: [...(older?.items ?? []), ...page.items], nextCursor: page.nextCursor });
    } catch (failure) {
      toast.failure(failure, t('reviews:loadFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="reviews-page">
      <Typography.Title level={1}>{t('reviews:recent.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reviews:recent.intro')}</Typography.Paragraph>
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('reviews:loadFailed')} action={<Button onClick={() => void mutate()}>{t('reviews:retry')}</Button>} /> : null}
      {data ? (
        <>
          <Card title={<h2 className="reviews-card-title">{t('reviews:recent.averages', { count: data.reviewCount })}</h2>}>
            <Row gutter={[16, 16]}>
              {REVIEW_CATEGORIES.map((category) => (
                <Col key={category} xs={12} md={6}>
                  <Statistic title={t(`reviews:categories.${category}`)} value={formatAverage(data.ratings[category], language)} suffix="/ 5" />
                </Col>
              ))}
            </Row>
          </Card>
          <Card title={<h2 className="reviews-card-title">{t('reviews:recent.latest')}</h2>}>
            {items.length === 0 ? (
              <Empty description={t('reviews:recent.none')} />
            ) : (
              items.map((review) => (
                <div key={`${review.bookingId}-${review.authorRole}`}>
                  <ReviewItem review={review} show="both" />
                  {review.cleanerSlug ? <Link to={paths.cleanerProfile.href({ slug: review.cleanerSlug })}>{t('reviews:recent.profile', { name: review.subject.name })}</Link> : null}
                </div>
              ))
            )}
            {nextCursor ? (
              <Button className="reviews-more" loading={loading} onClick={() => void more()}>
                {t('reviews:recent.more')}
              </Button>
            ) : null}
          </Card>
        </>
      ) : null}
    </div>
  );
}
