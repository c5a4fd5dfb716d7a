import type { ReactNode } from 'react';
import { PageHero } from '../../../lib/page-hero/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A public page: its one `h1`, a lead paragraph, and the tab title set to the same heading. */
export function PublicPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="public-page">
      <PageHero className="public-page-hero" title={title} lead={lead} />
      {children}
    </div>
  );
}

/** A titled region of a page; the `h2` names it for assistive technologies. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="public-section" aria-labelledby={id}>
      <h2 id={id} className="wk-title public-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type Step = { key: string; title: string; text: string };

/** Numbered steps, each an `h3` under the section's `h2`. */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol className="public-cards public-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.key} className="public-step">
          <span className="public-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="public-card-title">{step.title}</h3>
          <p className="wk-paragraph wk-secondary">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Cards with a heading and a text, in no particular order. */
export function CardList({ items }: { items: readonly Step[] }) {
  return (
    <ul className="public-cards">
      {items.map((item) => (
        <li key={item.key} className="public-card">
          <h3 className="public-card-title">{item.title}</h3>
          <p className="wk-paragraph wk-secondary">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="public-bullets">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
