import { LegalPage } from './legal-page';

const SECTIONS = ['role', 'accounts', 'bookings', 'cancellations', 'reviews', 'cleaners', 'liability', 'law', 'contact'] as const;

/** `/terms`: the conditions of use. */
export default function TermsPage() {
  return <LegalPage document="terms" sections={SECTIONS} />;
}
