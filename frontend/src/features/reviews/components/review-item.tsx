import { Rate, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuebecDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';

type Item = {
  authorRole: string;
  author: { name: string };
  subject: { name: string };
  ratings: Record<string, number>;
  comment: string;
  status: string;
  publishedAt: string | null;
  reply: { text: string } | null;
};

/** One review in a list: who about whom, the overall stars, the comment and the reply. */
export function ReviewItem({ review, show }: { review: Item; show: 'author' | 'subject' | 'both' }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const who = show === 'author' ? review.author.name : show === 'subject' ? review.subject.name : t('reviews:aboutWhom', { author: review.author.name, subject: review.subject.name });
  return (
    <article className="review-item">
      <Space wrap>
        <Typography.Text strong>{who}</Typography.Text>
        <Rate disabled value={review.ratings.overall ?? 0} aria-label={t('reviews:overall', { count: review.ratings.overall ?? 0 })} />
        {review.status === 'published' && review.publishedAt ? (
          <Typography.Text type="secondary">{formatQuebecDay(review.publishedAt, language)}</Typography.Text>
        ) : (
          <Tag>{t('reviews:waiting')}</Tag>
        )}
      </Space>
      {review.comment ? <Typography.Paragraph className="review-item-text">{review.comment}</Typography.Paragraph> : null}
      {review.reply ? (
        <Typography.Paragraph className="review-item-reply" type="secondary">
          {t('reviews:reply', { text: review.reply.text })}
        </Typography.Paragraph>
      ) : null}
    </article>
  );
}
