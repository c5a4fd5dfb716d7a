import type { ComponentType } from 'react';
import PricingPage from '../features/public-pages/routes/pricing-page';

/**
 * The public pages the server draws for a visitor (issue 17: a visitor's first page must show without waiting for
 * the app's JavaScript): each page's component and the catalogues it reads besides the frame's. The app keeps
 * drawing the same components when it navigates to them (features/…/routes), inside its own frame.
 */
export const SITE_PAGES: Readonly<Record<string, { Page: ComponentType; namespaces: readonly string[] }>> = {
  '/pricing': { Page: PricingPage, namespaces: ['public-pages', 'vocabulary'] },
};

/** What the frame (header, footer with the newsletter sign-up, consent banner) reads. */
export const FRAME_NAMESPACES = ['common', 'errors', 'consent', 'newsletter'] as const;

export const sitePageAt = (path: string) => (Object.hasOwn(SITE_PAGES, path) ? SITE_PAGES[path]! : null);
