import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCleanerMoney } from '../components/money';
import { SitePage, SiteSection, TextList } from '../components/site-parts';
import '../components/site-pages.css';

/** `/devenir-nettoyeur`: the short landing for a cleaner who is not signed in. */
export default function BecomeCleanerPage() {
  const { t } = useTranslation('site-pages');
  const money = useCleanerMoney();
  return (
    <SitePage title={t('site-pages:become.title')} lead={t('site-pages:become.lead', money)}>
      <div className="site-page-actions">
        <Link className="site-cta" to={paths.auth.href({ tab: 'signup' })}>
          {t('site-pages:careers.signUp')}
        </Link>
        <Link className="site-cta site-cta-secondary" to={paths.cleanersJoin.href()}>
          {t('site-pages:become.more')}
        </Link>
      </div>
      <SiteSection id="become-why" title={t('site-pages:become.why')}>
        <TextList listKey="become.items" values={money} checklist />
      </SiteSection>
    </SitePage>
  );
}
