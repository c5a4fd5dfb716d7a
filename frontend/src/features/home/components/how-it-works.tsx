import { useTranslation } from 'react-i18next';

const STEPS = [
  { titleKey: 'home:howItWorks.search.title', textKey: 'home:howItWorks.search.text' },
  { titleKey: 'home:howItWorks.book.title', textKey: 'home:howItWorks.book.text' },
  { titleKey: 'home:howItWorks.relax.title', textKey: 'home:howItWorks.relax.text' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-how-title">
      <h2 id="home-how-title" className="wk-title home-section-title">
        {t('home:howItWorks.title')}
      </h2>
      <ol className="home-cards home-steps">
        {STEPS.map((step, index) => (
          <li key={step.titleKey} className="home-step">
            <span className="home-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="home-card-title">{t(step.titleKey)}</h3>
            <p className="wk-paragraph wk-secondary">{t(step.textKey)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
