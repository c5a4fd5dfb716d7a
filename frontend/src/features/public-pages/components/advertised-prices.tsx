import { ADVERTISED_HOURLY_PRICES } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PageSection } from './page-parts';

/** SPEC section 9's advertised starting prices per hour (the domain's), with this feature's descriptions. */
export const ADVERTISED_PRICES = [
  { serviceType: 'basic', nameKey: 'vocabulary:serviceType.basic', descriptionKey: 'public-pages:prices.basic', dollars: ADVERTISED_HOURLY_PRICES.basic },
  { serviceType: 'deep', nameKey: 'vocabulary:serviceType.deep', descriptionKey: 'public-pages:prices.deep', dollars: ADVERTISED_HOURLY_PRICES.deep },
  { serviceType: 'move_in_out', nameKey: 'vocabulary:serviceType.move_in_out', descriptionKey: 'public-pages:prices.moveOut', dollars: ADVERTISED_HOURLY_PRICES.move_in_out },
] as const;

export function AdvertisedPrices({ id }: { id: string }) {
  const { t } = useTranslation(['public-pages', 'vocabulary']);
  const language = useLanguage();
  return (
    <PageSection id={id} title={t('public-pages:prices.title')}>
      <p className="wk-paragraph">{t('public-pages:prices.note')}</p>
      <ul className="public-cards">
        {ADVERTISED_PRICES.map((offer) => (
          <li key={offer.serviceType}>
            <div className="wk-card public-price-card">
              <h3 className="public-card-title">{t(offer.nameKey)}</h3>
              <p className="public-price">
                <span className="public-price-from">{t('public-pages:common.from')}</span>{' '}
                <strong className="public-price-amount">
                  {t('public-pages:common.perHour', { price: formatMoney(offer.dollars, language) })}
                </strong>
              </p>
              <p className="wk-paragraph wk-secondary">{t(offer.descriptionKey)}</p>
              <Link to={paths.cleaners.href({ serviceType: offer.serviceType })}>{t('public-pages:prices.find')}</Link>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
