import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdvertisedPrices } from '../components/advertised-prices';
import { CitySearch } from '../components/city-search';
import { useLanguage } from '../../../lib/i18n/use-language';
import { moneyFacts } from '../components/money-facts';
import { BulletList, CardList, PageSection, PublicPage } from '../components/page-parts';
import type { HomeownersPageParts } from '../components/parts';
import '../components/public-pages.css';

/** `/homeowners`: why clients book here, what is included, safety, the 50/50 payment, prices and a way to search. */
export default function HomeownersPage({ parts }: { parts: HomeownersPageParts }) {
  const { t } = useTranslation('public-pages');
  const facts = moneyFacts(useLanguage());
  return (
    <PublicPage title={t('public-pages:homeowners.title')} lead={t('public-pages:homeowners.lead')}>
      <PageSection id="homeowners-why" title={t('public-pages:homeowners.why.title')}>
        <CardList
          items={(['local', 'transparent', 'flexible', 'firstBooking'] as const).map((key) => ({
            key,
            title: t(`public-pages:homeowners.why.${key}.title`),
            text: t(`public-pages:homeowners.why.${key}.text`),
          }))}
        />
      </PageSection>
      <PageSection id="homeowners-included" title={t('public-pages:homeowners.included.title')}>
        <BulletList
          items={[
            t('public-pages:homeowners.included.checklist'),
            t('public-pages:homeowners.included.supplies', facts),
            t('public-pages:homeowners.included.photos'),
            t('public-pages:homeowners.included.messages'),
          ]}
        />
      </PageSection>
      <PageSection id="homeowners-safety" title={t('public-pages:homeowners.safety.title')}>
        <BulletList
          items={[
            t('public-pages:homeowners.safety.identity'),
            t('public-pages:homeowners.safety.reviews'),
            t('public-pages:homeowners.safety.payment'),
          ]}
        />
      </PageSection>
      <PageSection id="homeowners-payment" title={t('public-pages:homeowners.payment.title')}>
        <BulletList items={[t('public-pages:homeowners.payment.deposit'), t('public-pages:homeowners.payment.balance')]} />
        <Typography.Paragraph>
          <Link to={paths.pricing.href()}>{t('public-pages:howItWorks.cta.pricing')}</Link>
        </Typography.Paragraph>
      </PageSection>
      <AdvertisedPrices id="homeowners-prices" />
      <CitySearch CityPicker={parts.CityPicker} />
    </PublicPage>
  );
}
