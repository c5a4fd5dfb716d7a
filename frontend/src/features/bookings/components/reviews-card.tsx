import { REVIEW_CATEGORIES, type ReviewCategory } from '@weklean/domain';
import { Alert, Button, Card, Descriptions, Form, Input, Rate, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import type { BookingDetails } from '../api/booking-types';
import { missingCategories, useBookingReviews, useClientReviews, useReviewActions, type RatingsDraft, type Review } from '../api/reviews-api';
import { formatInstant } from './booking-time';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';

/** The seven ratings of a review, read-only. */
export function RatingsList({ ratings }: { ratings: Partial<Record<ReviewCategory, number | null>> }) {
  const { t } = useTranslation('bookings');
  return (
    <Descriptions size="small" column={1} className="review-ratings">
      {REVIEW_CATEGORIES.map((category) => (
        <Descriptions.Item key={category} label={t(`bookings:reviews.categories.${category}`)}>
          {ratings[category] == null ? '—' : <Rate disabled allowHalf value={ratings[category] ?? 0} aria-label={t('bookings:reviews.stars', { count: ratings[category] ?? 0 })} />}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function ReviewBlock({ review, title, canReply, onReply }: { review: Review; title: string; canReply: boolean; onReply: (text: string) => Promise<void> }) {
  const { t } = useTranslation(['bookings', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <section className="review-block">
      <Typography.Title level={3} className="review-block-title">{title}</Typography.Title>
      <Typography.Text type="secondary">
        {review.status === 'published' && review.publishedAt
          ? t('bookings:reviews.publishedOn', { date: formatInstant(review.publishedAt, language) })
          : t('bookings:reviews.waiting')}
      </Typography.Text>
      <RatingsList ratings={review.ratings} />
      {review.comment ? <Typography.Paragraph className="review-comment">{review.comment}</Typography.Paragraph> : null}
      {review.reply ? (
        <Typography.Paragraph className="review-reply">
          <Typography.Text strong>{t('bookings:reviews.replyLabel')}</Typography.Text> {review.reply.text}
        </Typography.Paragraph>
      ) : canReply ? (
        <Form
          layout="vertical"
          onFinish={async () => {
            setSending(true);
            try {
              await onReply(reply);
              setReply('');
            } catch (failure) {
              toast.failure(failure, t('bookings:reviews.replyFailed'));
            } finally {
              setSending(false);
            }
          }}
        >
          <Form.Item label={t('bookings:reviews.reply')} htmlFor={`review-reply-${review.bookingId}`}>
            <Input.TextArea id={`review-reply-${review.bookingId}`} value={reply} onChange={(event) => setReply(event.target.value)} maxLength={1000} showCount rows={2} />
          </Form.Item>
          <Button htmlType="submit" loading={sending} disabled={reply.trim() === ''}>
            {t('bookings:reviews.sendReply')}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

function ReviewForm({ bookingId, subjectName }: { bookingId: string; subjectName: string }) {
  const { t } = useTranslation(['bookings', 'errors']);
  const toast = useToast();
  const { submit } = useReviewActions(bookingId);
  const [ratings, setRatings] = useState<RatingsDraft>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (missingCategories(ratings).length > 0) {
      setError(t('bookings:reviews.allCategories'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await submit(ratings as Record<ReviewCategory, number>, comment);
      toast.success(t('bookings:reviews.sent'));
    } catch (failure) {
      const message = failureMessage(failure, { fallback: t('bookings:reviews.sendFailed'), nonJson: t('errors:server') });
      if (failure instanceof ApiError && failure.status < 500) setError(message);
      else toast.failure(failure, t('bookings:reviews.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void send()} className="review-form">
      <Typography.Paragraph>{t('bookings:reviews.rate', { name: subjectName })}</Typography.Paragraph>
      <fieldset className="review-categories">
        <legend className="visually-hidden">{t('bookings:reviews.categoriesLegend')}</legend>
        {REVIEW_CATEGORIES.map((category) => (
          <div key={category} className="review-category">
            <span id={`rate-${category}`}>{t(`bookings:reviews.categories.${category}`)}</span>
            <Rate
              value={ratings[category] ?? 0}
              onChange={(value) => setRatings({ ...ratings, [category]: value === 0 ? undefined : value })}
              // A group of five radios named by its category (the stars are radios already).
              {...{ role: 'radiogroup' }}
              aria-labelledby={`rate-${category}`}
              tooltips={[1, 2, 3, 4, 5].map((count) => t('bookings:reviews.stars', { count }))}
            />
          </div>
        ))}
      </fieldset>
      <Form.Item label={t('bookings:reviews.comment')} htmlFor={`review-comment-${bookingId}`}>
        <Input.TextArea id={`review-comment-${bookingId}`} value={comment} onChange={(event) => setComment(event.target.value)} maxLength={2000} showCount rows={4} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} className="review-error" role="alert" /> : null}
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('bookings:reviews.submit')}
      </Button>
    </Form>
  );
}

/**
 * A completed booking's reviews (docs/api/reviews.md): the form while the window is open, with its deadline in local
 * time; one's own review at once; the other side's once published (blind), with one public reply to it.
 */
export function ReviewsCard({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const completed = booking.status === 'completed';
  const { data, error, isLoading, mutate } = useBookingReviews(booking.id, completed);
  const actions = useReviewActions(booking.id);
  if (!completed) return null;
  const subjectName = (viewer === 'client' ? booking.cleaner?.name : booking.client?.name) ?? '';
  return (
    <Card id="review" className="booking-section" title={<h2 className="booking-card-heading">{t('bookings:reviews.title')}</h2>}>
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('bookings:reviews.loadFailed')} action={<Button onClick={() => void mutate()}>{t('bookings:reviews.retry')}</Button>} /> : null}
      {data ? (
        <>
          {data.canWrite && data.windowClosesAt ? (
            <>
              <Alert type="info" showIcon title={t('bookings:reviews.deadline', { date: formatInstant(data.windowClosesAt, language) })} className="review-deadline" />
              <ReviewForm bookingId={booking.id} subjectName={subjectName} />
            </>
          ) : null}
          {!data.canWrite && !data.mine && data.windowClosesAt ? <Typography.Paragraph type="secondary">{t('bookings:reviews.closed')}</Typography.Paragraph> : null}
          {data.mine ? <ReviewBlock review={data.mine} title={t('bookings:reviews.yours')} canReply={false} onReply={async () => undefined} /> : null}
          {data.theirs ? (
            <ReviewBlock review={data.theirs} title={t('bookings:reviews.theirs', { name: subjectName })} canReply onReply={(text) => actions.reply(data.theirs!.authorRole, text)} />
          ) : data.theirsWritten ? (
            <Typography.Paragraph type="secondary">{t('bookings:reviews.theirsHidden', { name: subjectName })}</Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/** For a cleaner deciding on a request: what other cleaners said of this client. */
export function ClientReviewsCard({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const shown = viewer === 'cleaner' && booking.status === 'pending';
  const { data } = useClientReviews(booking.id, shown);
  if (!shown || !data) return null;
  return (
    <Card className="booking-section" title={<h2 className="booking-card-heading">{t('bookings:reviews.aboutClient', { name: booking.client?.name ?? '' })}</h2>}>
      {data.reviewCount === 0 ? (
        <Typography.Paragraph type="secondary">{t('bookings:reviews.noClientReviews')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>{t('bookings:reviews.clientAverage', { rating: data.rating, count: data.reviewCount })}</Typography.Paragraph>
          <RatingsList ratings={data.ratings} />
          {data.items.map((item) => (item.comment ? <Typography.Paragraph key={item.bookingId} className="review-comment">{t('bookings:reviews.quotedComment', { comment: item.comment })}</Typography.Paragraph> : null))}
        </>
      )}
    </Card>
  );
}
