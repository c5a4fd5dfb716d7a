import { useTranslation } from 'react-i18next';
import { AdvertisedPrices } from '../components/advertised-prices';
import { useLanguage } from '../../../lib/i18n/use-language';
import { moneyFacts } from '../components/money-facts';
import { BulletList, PageSection, PublicPage } from '../components/page-parts';
import { PricingExampleTable } from '../components/pricing-example-table';
import '../components/public-pages.css';

/** `/pricing`: the advertised prices, how a price is made, the 50/50 payment, cancelling, refunds and an example. */
export default function PricingPage() {
  const { t } = useTranslation('public-pages');
  const facts = moneyFacts(useLanguage());
  return (
    <PublicPage title={t('public-pages:pricing.title')} lead={t('public-pages:pricing.lead')}>
      <AdvertisedPrices id="pricing-advertised" />
      <PageSection id="pricing-made" title={t('public-pages:pricing.made.title')}>
        <BulletList
          items={[
            t('public-pages:pricing.made.rate'),
            t('public-pages:pricing.made.supplies', facts),
            t('public-pages:pricing.made.emergency'),
            t('public-pages:pricing.made.firstBooking'),
            t('public-pages:pricing.made.serviceFee'),
            t('public-pages:pricing.made.taxes'),
          ]}
        />
      </PageSection>
      <PageSection id="pricing-example" title={t('public-pages:pricing.example.title')}>
        <PricingExampleTable />
      </PageSection>
      <PageSection id="pricing-split" title={t('public-pages:pricing.split.title')}>
        <p className="wk-paragraph">{t('public-pages:pricing.split.text')}</p>
      </PageSection>
      <PageSection id="pricing-cancellation" title={t('public-pages:pricing.cancellation.title')}>
        <BulletList
          items={[
            t('public-pages:pricing.cancellation.free'),
            t('public-pages:pricing.cancellation.late', facts),
            t('public-pages:pricing.cancellation.postpone'),
            t('public-pages:pricing.cancellation.cleaner'),
          ]}
        />
      </PageSection>
      <PageSection id="pricing-refunds" title={t('public-pages:pricing.refunds.title')}>
        <p className="wk-paragraph">{t('public-pages:pricing.refunds.text')}</p>
      </PageSection>
    </PublicPage>
  );
}
