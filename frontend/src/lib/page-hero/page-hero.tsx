import type { ReactNode } from 'react';
import '../ui/ui.css';
import './page-hero.css';

/**
 * A `<header>` by default; a `<section>` named by its `h1` where the page wants the hero to be a landmark of its own
 * (the home, the referral programme), which needs the title's id.
 */
type Element = { as?: 'header'; titleId?: string } | { as: 'section'; titleId: string };

export type PageHeroProps = Element & {
  title: ReactNode;
  lead: ReactNode;
  /** `large`: more room and a bigger title, for the pages that sell (the home, the referral programme). */
  size?: 'large' | 'normal';
  /** The page's own hook, for the few rules that differ from one page to the next. */
  className?: string;
  /** Shown below the lead: a search, buttons. */
  children?: ReactNode;
};

/** The coloured block at the top of a public page: its one `h1`, a lead paragraph, and what the page adds below. */
export function PageHero({ as = 'header', titleId, title, lead, size = 'normal', className, children }: PageHeroProps) {
  const Tag = as;
  const classes = ['page-hero', size === 'large' ? 'page-hero-large' : null, className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} aria-labelledby={as === 'section' ? titleId : undefined}>
      <h1 id={titleId} className="wk-title page-hero-title">
        {title}
      </h1>
      <p className="wk-paragraph page-hero-lead">{lead}</p>
      {children}
    </Tag>
  );
}
