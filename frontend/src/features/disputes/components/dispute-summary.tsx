import { Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { DisputeView } from '../api/booking-disputes';
import { isOverdue } from './dispute-rules';
import { DECISION_KEYS, REASON_KEYS, SIDE_KEYS, STATUS_COLORS, STATUS_KEYS, labelOf } from './vocabulary';

export function DisputeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('disputes');
  const color = Object.hasOwn(STATUS_COLORS, status) ? STATUS_COLORS[status as keyof typeof STATUS_COLORS] : undefined;
  return <Tag color={color}>{labelOf(STATUS_KEYS, status, t)}</Tag>;
}

/** One dispute as both people and the admins read it: what was said, by when the other side answers, the answer, the decision. */
export function DisputeSummary({ dispute, now }: { dispute: DisputeView; now: number }) {
  const { t } = useTranslation('disputes');
  const language = useLanguage();
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('disputes:summary.status'), children: <DisputeStatusTag status={dispute.status} /> },
    {
      key: 'openedBy',
      label: t('disputes:summary.openedBy'),
      children: t('disputes:summary.openedByValue', { name: dispute.openedBy.name, side: labelOf(SIDE_KEYS, dispute.side, t), date: formatQuebecDateTime(dispute.openedAt, language) }),
    },
    { key: 'reason', label: t('disputes:summary.reason'), children: labelOf(REASON_KEYS, dispute.reason, t) },
    { key: 'description', label: t('disputes:summary.description'), children: <Typography.Paragraph className="dispute-text">{dispute.description}</Typography.Paragraph> },
    ...(dispute.amountCents === null ? [] : [{ key: 'amount', label: t('disputes:summary.amount'), children: formatCents(dispute.amountCents, language) }]),
    ...(dispute.photoUrls.length === 0
      ? []
      : [
          {
            key: 'photos',
            label: t('disputes:summary.photos'),
            children: (
              <ul className="dispute-photos">
                {dispute.photoUrls.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <img src={url} alt={t('disputes:summary.photoAlt', { number: index + 1, total: dispute.photoUrls.length })} width={96} height={96} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ),
          },
        ]),
    {
      key: 'respondBy',
      label: t('disputes:summary.respondBy'),
      children: (
        <>
          {formatQuebecDateTime(dispute.respondBy, language)}
          {isOverdue(dispute, now) ? <Typography.Text type="secondary"> {t('disputes:summary.overdue')}</Typography.Text> : null}
        </>
      ),
    },
    {
      key: 'answer',
      label: t('disputes:summary.answer'),
      children:
        dispute.answer === null ? (
          <Typography.Text type="secondary">{dispute.status === 'uncontested' ? t('disputes:summary.uncontested') : t('disputes:summary.noAnswer')}</Typography.Text>
        ) : (
          <>
            <Typography.Paragraph className="dispute-text">{dispute.answer.text}</Typography.Paragraph>
            <Typography.Text type="secondary">{formatQuebecDateTime(dispute.answer.at, language)}</Typography.Text>
          </>
        ),
    },
    {
      key: 'decision',
      label: t('disputes:summary.decision'),
      children:
        dispute.decision === null ? (
          <Typography.Text type="secondary">{t('disputes:summary.noDecision')}</Typography.Text>
        ) : (
          <>
            <Typography.Text strong>
              {labelOf(DECISION_KEYS, dispute.decision.decision, t)}
              {dispute.decision.amountCents === null ? null : ` · ${formatCents(dispute.decision.amountCents, language)}`}
            </Typography.Text>
            <Typography.Paragraph className="dispute-text">{dispute.decision.reason}</Typography.Paragraph>
            <Typography.Text type="secondary">{formatQuebecDateTime(dispute.decision.at, language)}</Typography.Text>
          </>
        ),
    },
  ];
  return <Descriptions column={1} size="small" bordered items={items} />;
}
