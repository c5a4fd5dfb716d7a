import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCleanerMoney } from '../components/money';
import { careersAngleAt } from '../components/services';
import { SitePage, SiteSection, TextList } from '../components/site-parts';
import '../components/site-pages.css';

/**
 * `/cleaners/join` and its three careers paths (`/emplois-nettoyage-quebec`, `/emplois-menage-montreal`,
 * `/nettoyeur-independant-quebec`): one page, each path with its own heading and introduction.
 */
export default function CareersPage() {
  const { t } = useTranslation('site-pages');
  const angle = careersAngleAt(useLocation().pathname);
  const money = useCleanerMoney();
  const signUp = paths.auth.href({ tab: 'signup' });
  return (
    <SitePage title={t(`site-pages:careers.angles.${angle.id}.title`)} lead={t(`site-pages:careers.angles.${angle.id}.lead`, money)}>
      <div className="site-page-actions">
        <Link className="site-cta" to={signUp}>
          {t('site-pages:careers.signUp')}
        </Link>
      </div>
      <SiteSection id="careers-earnings" title={t('site-pages:careers.earnings.title', money)}>
        <Typography.Paragraph>{t('site-pages:careers.earnings.text', money)}</Typography.Paragraph>
      </SiteSection>
      <SiteSection id="careers-freedom" title={t('site-pages:careers.freedom.title')}>
        <TextList listKey="careers.freedom.items" />
      </SiteSection>
      <SiteSection id="careers-payouts" title={t('site-pages:careers.payouts.title')}>
        <Typography.Paragraph>{t('site-pages:careers.payouts.text', money)}</Typography.Paragraph>
      </SiteSection>
      <SiteSection id="careers-verification" title={t('site-pages:careers.verification.title')}>
        <ol className="site-bullets">
          <li>{t('site-pages:careers.verification.quickStart')}</li>
          <li>{t('site-pages:careers.verification.ready')}</li>
          <li>{t('site-pages:careers.verification.verified')}</li>
        </ol>
      </SiteSection>
      <SiteSection id="careers-reviews" title={t('site-pages:careers.reviews.title')}>
        <Typography.Paragraph>{t('site-pages:careers.reviews.text')}</Typography.Paragraph>
      </SiteSection>
      <SiteSection id="careers-start" title={t('site-pages:careers.start.title')}>
        <Typography.Paragraph>{t('site-pages:careers.start.text')}</Typography.Paragraph>
        <Link className="site-cta" to={signUp}>
          {t('site-pages:careers.signUp')}
        </Link>
      </SiteSection>
    </SitePage>
  );
}
