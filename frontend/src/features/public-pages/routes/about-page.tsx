import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CardList, PageSection, PublicPage, StepList } from '../components/page-parts';
import '../components/public-pages.css';

/** `/about`: who Weklean is, its promise, how it works in short, and where to go next. */
export default function AboutPage() {
  const { t } = useTranslation('public-pages');
  return (
    <PublicPage title={t('public-pages:about.title')} lead={t('public-pages:about.lead')}>
      <PageSection id="about-who" title={t('public-pages:about.who.title')}>
        <Typography.Paragraph>{t('public-pages:about.who.text')}</Typography.Paragraph>
      </PageSection>
      <PageSection id="about-promise" title={t('public-pages:about.promise.title')}>
        <CardList
          items={[
            { key: 'vetted', title: t('public-pages:about.promise.vetted.title'), text: t('public-pages:about.promise.vetted.text') },
            { key: 'fairPay', title: t('public-pages:about.promise.fairPay.title'), text: t('public-pages:about.promise.fairPay.text') },
            { key: 'care', title: t('public-pages:about.promise.care.title'), text: t('public-pages:about.promise.care.text') },
          ]}
        />
      </PageSection>
      <PageSection id="about-how" title={t('public-pages:about.how.title')}>
        <StepList
          label={t('public-pages:common.stepsLabel')}
          steps={[
            { key: 'search', title: t('public-pages:howItWorks.clients.search.title'), text: t('public-pages:about.how.search') },
            { key: 'book', title: t('public-pages:howItWorks.clients.request.title'), text: t('public-pages:about.how.book') },
            { key: 'relax', title: t('public-pages:howItWorks.clients.cleaning.title'), text: t('public-pages:about.how.relax') },
          ]}
        />
      </PageSection>
      <PageSection id="about-links" title={t('public-pages:about.links.title')}>
        <ul className="public-links">
          <li>
            <Link to={paths.howItWorks.href()}>{t('public-pages:about.links.howItWorks')}</Link>
          </li>
          <li>
            <Link to={paths.cleaners.href()}>{t('public-pages:about.links.cleaners')}</Link>
          </li>
          <li>
            <Link to={paths.cleanersJoin.href()}>{t('public-pages:about.links.join')}</Link>
          </li>
          <li>
            <Link to={paths.contact.href()}>{t('public-pages:about.links.contact')}</Link>
          </li>
        </ul>
      </PageSection>
    </PublicPage>
  );
}
