import { ADVERTISED_HOURLY_PRICES } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';

/** SPEC section 9's advertised starting prices (the domain's), per hour; the service names are the cleaners catalogue's. */
export const ADVERTISED_PRICES = [
  { serviceType: 'basic', nameKey: 'vocabulary:serviceType.basic', descriptionKey: 'home:prices.basic', dollars: ADVERTISED_HOURLY_PRICES.basic },
  { serviceType: 'deep', nameKey: 'vocabulary:serviceType.deep', descriptionKey: 'home:prices.deep', dollars: ADVERTISED_HOURLY_PRICES.deep },
  { serviceType: 'move_in_out', nameKey: 'vocabulary:serviceType.move_in_out', descriptionKey: 'home:prices.moveOut', dollars: ADVERTISED_HOURLY_PRICES.move_in_out },
] as const;

export function AdvertisedPrices() {
  const { t } = useTranslation(['home', 'cleaners']);
  const language = useLanguage();
  return (
    <section className="home-section" aria-labelledby="home-prices-title">
      <h2 id="home-prices-title" className="wk-title home-section-title">
        {t('home:prices.title')}
      </h2>
      <ul className="home-cards">
        {ADVERTISED_PRICES.map((offer) => (
          <li key={offer.serviceType}>
            <div className="wk-card home-price-card">
              <h3 className="home-card-title">{t(offer.nameKey)}</h3>
              <p className="home-price">
                <span className="home-price-from">{t('home:prices.from')}</span>{' '}
                <strong className="home-price-amount">{t('home:prices.perHour', { price: formatMoney(offer.dollars, language) })}</strong>
              </p>
              <p className="wk-paragraph wk-secondary">{t(offer.descriptionKey)}</p>
              <Link to={paths.cleaners.href({ serviceType: offer.serviceType })}>{t('home:prices.find')}</Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
