import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n/use-language';
import { moneyFacts } from '../components/money-facts';
import { PageSection, PublicPage, StepList } from '../components/page-parts';
import '../components/public-pages.css';

const CLIENT_STEPS = ['search', 'request', 'deposit', 'answer', 'cleaning', 'balance', 'reviews'] as const;
const CLEANER_STEPS = ['apply', 'verification', 'availability', 'accept', 'payouts'] as const;

/** `/how-it-works`: a booking step by step, for clients and for cleaners. */
export default function HowItWorksPage() {
  const { t } = useTranslation('public-pages');
  const facts = moneyFacts(useLanguage());
  return (
    <PublicPage title={t('public-pages:howItWorks.title')} lead={t('public-pages:howItWorks.lead')}>
      <PageSection id="how-clients" title={t('public-pages:howItWorks.clients.title')}>
        <StepList
          label={t('public-pages:howItWorks.clients.title')}
          steps={CLIENT_STEPS.map((key) => ({
            key,
            title: t(`public-pages:howItWorks.clients.${key}.title`),
            text: t(`public-pages:howItWorks.clients.${key}.text`, facts),
          }))}
        />
        <p>
          <Link to={paths.cleaners.href()}>{t('public-pages:howItWorks.cta.clients')}</Link>
        </p>
      </PageSection>
      <PageSection id="how-cleaners" title={t('public-pages:howItWorks.cleaners.title')}>
        <StepList
          label={t('public-pages:howItWorks.cleaners.title')}
          steps={CLEANER_STEPS.map((key) => ({
            key,
            title: t(`public-pages:howItWorks.cleaners.${key}.title`),
            text: t(`public-pages:howItWorks.cleaners.${key}.text`, facts),
          }))}
        />
        <ul className="public-links">
          <li>
            <Link to={paths.cleanersJoin.href()}>{t('public-pages:howItWorks.cta.cleaners')}</Link>
          </li>
          <li>
            <Link to={paths.pricing.href()}>{t('public-pages:howItWorks.cta.pricing')}</Link>
          </li>
        </ul>
      </PageSection>
    </PublicPage>
  );
}
