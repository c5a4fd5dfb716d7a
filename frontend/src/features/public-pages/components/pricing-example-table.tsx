import { useTranslation } from 'react-i18next';
import { formatCents, formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PRICING_EXAMPLE, pricingExampleRows } from './pricing-example';

const ROW_KEYS = {
  base: 'public-pages:pricing.example.base',
  supplies: 'public-pages:pricing.example.supplies',
  firstBooking: 'public-pages:pricing.example.firstBooking',
  serviceFee: 'public-pages:pricing.example.serviceFee',
  subtotal: 'public-pages:pricing.example.subtotal',
  gst: 'public-pages:pricing.example.gst',
  qst: 'public-pages:pricing.example.qst',
  total: 'public-pages:pricing.example.total',
  deposit: 'public-pages:pricing.example.deposit',
  balance: 'public-pages:pricing.example.balance',
} as const;

/** The worked example, every amount from the domain's pricing function. */
export function PricingExampleTable() {
  const { t } = useTranslation('public-pages');
  const language = useLanguage();
  const money = (cents: number) => (cents < 0 ? `−\u00a0${formatCents(-cents, language)}` : formatCents(cents, language));
  return (
    <>
      <p>
        {t('public-pages:pricing.example.intro', {
          hours: PRICING_EXAMPLE.durationHours,
          rate: formatMoney(PRICING_EXAMPLE.hourlyRateCents / 100, language),
        })}
      </p>
      <div className="public-table-wrap">
        <table className="public-example">
          <caption className="public-visually-hidden">{t('public-pages:pricing.example.caption')}</caption>
          <thead className="public-visually-hidden">
            <tr>
              <th scope="col">{t('public-pages:pricing.example.item')}</th>
              <th scope="col">{t('public-pages:pricing.example.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {pricingExampleRows().map((row) => (
              <tr key={row.key} className={row.emphasis ? 'public-example-strong' : undefined}>
                <th scope="row">{t(ROW_KEYS[row.key])}</th>
                <td>{money(row.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
