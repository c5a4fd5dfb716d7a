import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FAQ_SECTIONS, faqKeys, faqSectionTitleKey } from '../components/faq-sections';
import { useLanguage } from '../../../lib/i18n/use-language';
import { moneyFacts } from '../components/money-facts';
import { PageSection, PublicPage } from '../components/page-parts';
import '../components/public-pages.css';

/** `/faq`: questions by theme, each section a heading over a Collapse of questions; a way to write to us. */
export default function FaqPage() {
  const { t } = useTranslation('public-pages');
  const facts = moneyFacts(useLanguage());
  return (
    <PublicPage title={t('public-pages:faq.title')} lead={t('public-pages:faq.lead')}>
      <div>
        {FAQ_SECTIONS.map((section) => (
          <div key={section.id} className="public-faq-section">
            <PageSection id={`faq-${section.id}`} title={t(faqSectionTitleKey(section.id))}>
              <Collapse
                items={section.questions.map((question) => {
                  const keys = faqKeys(section.id, question);
                  return {
                    key: question,
                    label: t(keys.question),
                    children: <Typography.Paragraph className="public-faq-answer">{t(keys.answer, facts)}</Typography.Paragraph>,
                  };
                })}
              />
            </PageSection>
          </div>
        ))}
      </div>
      <section className="public-cta" aria-labelledby="faq-more">
        <Typography.Title level={2} id="faq-more" className="public-section-title">
          {t('public-pages:faq.more')}
        </Typography.Title>
        <Link className="public-cta-link" to={paths.contact.href()}>
          {t('public-pages:common.contact')}
        </Link>
      </section>
    </PublicPage>
  );
}
