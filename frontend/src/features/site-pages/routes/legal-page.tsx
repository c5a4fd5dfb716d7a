import { BOOKING_LIMITS } from '@weklean/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { Paragraphs, SitePage, SiteSection } from '../components/site-parts';
import '../components/site-pages.css';

/** A legal text: sections of paragraphs, all in the catalogue under `site-pages:<document>.sections`. */
export function LegalPage({ document, sections }: { document: 'terms' | 'privacy'; sections: readonly string[] }) {
  const { t } = useTranslation('site-pages');
  const values = { lateFee: formatCents(BOOKING_LIMITS.lateCancellationFeeCents, useLanguage()) };
  return (
    <SitePage title={t(`site-pages:${document}.title`)} lead={t(`site-pages:${document}.lead`)}>
      <Typography.Paragraph className="site-updated">{t('site-pages:legal.updated')}</Typography.Paragraph>
      {sections.map((section) => (
        <SiteSection key={section} id={`${document}-${section}`} title={t(`site-pages:${document}.sections.${section}.title`)}>
          <Paragraphs listKey={`${document}.sections.${section}.text`} values={values} />
        </SiteSection>
      ))}
    </SitePage>
  );
}
