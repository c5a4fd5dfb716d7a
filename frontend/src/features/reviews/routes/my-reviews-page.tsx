import { Alert, Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDateTime, formatQuebecDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyReviews } from '../api/reviews-api';
import { ReviewItem } from '../components/review-item';
import '../components/reviews.css';

/** `/profile/reviews`: the reviews to write (with their deadlines), written, and received (with replies). */
export default function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  useDocumentTitle(t('reviews:mine.title'));
  const { data, error, isLoading, mutate } = useMyReviews();
  return (
    <div className="reviews-page">
      <Typography.Title level={1}>{t('reviews:mine.title')}</Typography.Title>
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('reviews:loadFailed')} action={<Button onClick={() => void mutate()}>{t('reviews:retry')}</Button>} /> : null}
      {data ? (
        <>
          <Card title={<h2 className="reviews-card-title">{t('reviews:mine.toWrite')}</h2>}>
            {data.toWrite.length === 0 ? (
              <Empty description={t('reviews:mine.noneToWrite')} />
            ) : (
              <List
                dataSource={data.toWrite}
                renderItem={(item) => (
                  <List.Item key={item.bookingId} actions={[<Link key="write" to={`${paths.bookingDetails.href({ bookingId: item.bookingId })}#review`}>{t('reviews:mine.write')}</Link>]}>
                    <List.Item.Meta
                      title={t('reviews:mine.cleaningWith', { name: item.otherName, date: formatQuebecDay(item.bookingStartsAt, language) })}
                      description={t('reviews:mine.until', { date: formatQuebecDateTime(item.windowClosesAt, language) })}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
          <Card title={<h2 className="reviews-card-title">{t('reviews:mine.received')}</h2>}>
            {data.received.length === 0 ? <Empty description={t('reviews:mine.noneReceived')} /> : data.received.map((review) => <ReviewItem key={`${review.bookingId}-${review.authorRole}`} review={review} show="author" />)}
          </Card>
          <Card title={<h2 className="reviews-card-title">{t('reviews:mine.written')}</h2>}>
            {data.written.length === 0 ? <Empty description={t('reviews:mine.noneWritten')} /> : data.written.map((review) => <ReviewItem key={`${review.bookingId}-${review.authorRole}`} review={review} show="subject" />)}
          </Card>
        </>
      ) : null}
    </div>
  );
}
