import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents, languageOf } from './format';
import { chargedNow, type PriceState } from './price-state';

/**
 * The total and what is charged now, right above the button that charges it (on a phone the price panel is far
 * below): the figures of the server's quote for exactly the fields above, or why the button waits.
 */
export function SubmitSummary({ price }: { price: PriceState }) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  let content = null;
  if (price.kind === 'waiting' || (price.kind === 'price' && price.updating)) {
    content = <Typography.Text type="secondary">{t('booking:price.updating')}</Typography.Text>;
  } else if (price.kind === 'failed') {
    content = <Typography.Text type="danger">{t('booking:price.failedSend')}</Typography.Text>;
  } else if (price.kind === 'price') {
    content = (
      <dl className="booking-submit-lines">
        <div>
          <dt>{price.series === null ? t('booking:price.total') : t('booking:price.seriesTotal', { count: price.series.occurrences })}</dt>
          <dd>{money(price.series === null ? price.breakdown.finalPrice : price.series.total)}</dd>
        </div>
        <div>
          <dt>{t('booking:price.chargedNow')}</dt>
          <dd>{money(chargedNow(price))}</dd>
        </div>
      </dl>
    );
  }
  return (
    <div className="booking-submit-summary" aria-live="polite">
      {content}
    </div>
  );
}
