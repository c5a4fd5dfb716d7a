import { LegalPage } from './legal-page';

const SECTIONS = ['officer', 'collected', 'consent', 'analytics', 'retention', 'rights', 'security', 'transfers', 'incidents', 'contact'] as const;

/** `/privacy`: the privacy policy under Quebec's Law 25. */
export default function PrivacyPage() {
  return <LegalPage document="privacy" sections={SECTIONS} />;
}
