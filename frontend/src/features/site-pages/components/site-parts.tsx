import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../lib/page-hero/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A page of the site: its one `h1`, a lead paragraph, and the tab title set to the same heading. */
export function SitePage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="site-page">
      <PageHero className="site-page-hero" title={title} lead={lead} />
      {children}
    </div>
  );
}

/** A titled region; the `h2` names it for assistive technologies. */
export function SiteSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="site-section" aria-labelledby={id}>
      <Typography.Title level={2} id={id} className="site-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The strings of a `site-pages` catalogue object (`{ "a": "…", "b": "…" }`) by its key in the namespace, in their order. */
export function useTextList(key: string, values: Record<string, string> = {}): string[] {
  const { t } = useTranslation('site-pages');
  const value: unknown = t(key, { ...values, returnObjects: true });
  return typeof value === 'object' && value !== null ? Object.values(value).filter((item): item is string => typeof item === 'string') : [];
}

export function TextList({ listKey, values, checklist = false }: { listKey: string; values?: Record<string, string>; checklist?: boolean }) {
  const items = useTextList(listKey, values);
  return (
    <ul className={checklist ? 'site-bullets site-checklist' : 'site-bullets'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function Paragraphs({ listKey, values }: { listKey: string; values?: Record<string, string> }) {
  const items = useTextList(listKey, values);
  return (
    <>
      {items.map((item) => (
        <Typography.Paragraph key={item}>{item}</Typography.Paragraph>
      ))}
    </>
  );
}
