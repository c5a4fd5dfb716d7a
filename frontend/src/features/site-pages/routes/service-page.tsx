import { BOOKING_LIMITS } from '@weklean/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { serviceAt } from '../components/services';
import { SitePage, SiteSection, TextList } from '../components/site-parts';
import '../components/site-pages.css';

/** `/services/nettoyage-*`: one service, what is included, who it is for, its price and duration, and its search. */
export default function ServicePage() {
  const { t } = useTranslation('site-pages');
  const service = serviceAt(useLocation().pathname);
  const language = useLanguage();
  const base = `services.${service.id}`;
  const search = paths.cleaners.href({ serviceType: service.serviceType });
  return (
    <SitePage title={t(`${base}.title`)} lead={t(`${base}.lead`)}>
      <div className="site-page-actions">
        <Link className="site-cta" to={search}>
          {t('site-pages:services.search')}
        </Link>
      </div>
      <SiteSection id="service-included" title={t('site-pages:services.included')}>
        <TextList listKey={`${base}.checklist`} checklist />
      </SiteSection>
      <SiteSection id="service-for" title={t('site-pages:services.forWhom')}>
        <TextList listKey={`${base}.audience`} />
      </SiteSection>
      <SiteSection id="service-price" title={t('site-pages:services.priceAndDuration')}>
        <dl className="site-facts">
          <div className="site-fact">
            <dt>{t('site-pages:services.price')}</dt>
            <dd>
              {service.dollars === null
                ? t('site-pages:services.priceOnProfile')
                : t('site-pages:services.from', { price: formatMoney(service.dollars, language) })}
            </dd>
          </div>
          <div className="site-fact">
            <dt>{t('site-pages:services.duration')}</dt>
            <dd>{t(`${base}.duration`)}</dd>
          </div>
          <div className="site-fact">
            <dt>{t('site-pages:services.minimum')}</dt>
            <dd>{t('site-pages:services.minimumHours', { hours: BOOKING_LIMITS.durationHours.min })}</dd>
          </div>
        </dl>
        <Typography.Paragraph className="site-note">{t('site-pages:services.priceNote')}</Typography.Paragraph>
      </SiteSection>
      <SiteSection id="service-search" title={t('site-pages:services.searchTitle')}>
        <Typography.Paragraph>{t(`${base}.searchText`)}</Typography.Paragraph>
        <Link className="site-cta" to={search}>
          {t('site-pages:services.search')}
        </Link>
      </SiteSection>
    </SitePage>
  );
}
