import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuebecDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { MyReferrals } from '../api/referrals-api';

/** A client's earned credits still to spend, and when the first of them lapses. */
export function CreditSummary({ credit }: { credit: MyReferrals['credit'] }) {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  return (
    <Card title={<h2 className="referrals-card-title">{t('referrals:credit.title')}</h2>}>
      <p className="referrals-credit-amount">{formatCents(credit.availableCents, language)}</p>
      <Typography.Paragraph type="secondary" className="referrals-credit-note">
        {credit.availableCents > 0 ? t('referrals:credit.howUsed') : t('referrals:credit.none')}
        {credit.nextExpiresAt === null ? null : (
          <>
            {' '}
            {t('referrals:credit.nextExpiry', { date: formatQuebecDay(credit.nextExpiresAt, language) })}
          </>
        )}
      </Typography.Paragraph>
    </Card>
  );
}
