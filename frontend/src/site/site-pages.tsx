import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PopularCleaners, RecommendedCleaners } from '../features/cleaners/components/featured-cleaners';
import { popularUrl } from '../features/cleaners/api/get-popular-cleaners';
import { recommendedUrl } from '../features/cleaners/api/get-recommended-cleaners';
import { cleanerUrl } from '../features/cleaners/api/get-cleaner';
import { cleanerReviewsUrl } from '../features/cleaners/api/get-cleaner-reviews';
import { cleanersUrl } from '../features/cleaners/api/list-cleaners';
import { parseFilters } from '../features/cleaners/components/filter-params';
import CleanerProfilePage from '../features/cleaners/routes/cleaner-profile-page';
import CleanersPage from '../features/cleaners/routes/cleaners-page';
import HomePage from '../features/home/routes/home-page';
import { cityUrl } from '../features/places/api/get-city';
import { CityPicker } from '../features/places/components/city-picker';
import PricingPage from '../features/public-pages/routes/pricing-page';

/**
 * What a page reads from the API as it is first drawn: the server asks its own API (as a visitor) and hands the
 * answers to the page's SWR cache under the key the page's hook uses, so the page is drawn whole and does not ask
 * again once hydrated. `pick` turns the answer into what the hook's fetcher returns.
 */
export type SiteDataRequest = { key: string | readonly unknown[]; url: string; pick?: (answer: unknown) => unknown };

export type SitePageEntry = {
  Page: ComponentType;
  /** The catalogues it reads besides the frame's. */
  namespaces: readonly string[];
  /** From the address's query and path. */
  data?: (query: URLSearchParams, path: string) => readonly SiteDataRequest[];
};

const items = (answer: unknown) => (answer as { items: unknown[] }).items;

const homeParts = { CityPicker, RecommendedCleaners, PopularCleaners };
function VisitorHome() {
  return <HomePage parts={homeParts} />;
}

const cleanersParts = { CityPicker };
function Cleaners() {
  return <CleanersPage parts={cleanersParts} />;
}

/** The search of the address (as the page reads it) and the chosen city's name, for its picker. */
function cleanersData(query: URLSearchParams): SiteDataRequest[] {
  const filters = parseFilters(query);
  const search = cleanersUrl(filters);
  // As the hook's fetcher: an answer without a total counts its items.
  const page = (answer: unknown) => {
    const body = answer as { items: unknown[]; total?: number };
    return { ...body, total: body.total ?? body.items.length };
  };
  const city = filters.city === null ? [] : [{ key: cityUrl(filters.city), url: cityUrl(filters.city) }];
  return [{ key: search, url: search, pick: page }, ...city];
}

/**
 * The public pages the server draws for a visitor (issue 17: a visitor's first page must show without waiting for
 * the app's JavaScript). The app keeps drawing the same components when it navigates to them, in its own frame.
 */
export const SITE_PAGES: Readonly<Record<string, SitePageEntry>> = {
  '/': {
    Page: VisitorHome,
    namespaces: ['home', 'cleaners', 'vocabulary'],
    data: () => [
      // The hooks' keys (features/cleaners/api): recommended is keyed by its viewer too, nobody for a visitor.
      { key: [recommendedUrl(null), null], url: recommendedUrl(null), pick: items },
      { key: popularUrl(null), url: popularUrl(null), pick: items },
    ],
  },
  '/cleaners': { Page: Cleaners, namespaces: ['cleaners', 'vocabulary'], data: cleanersData },
  '/pricing': { Page: PricingPage, namespaces: ['public-pages', 'vocabulary'] },
};

/** What the frame (header, footer with the newsletter sign-up, consent banner) reads. */
export const FRAME_NAMESPACES = ['common', 'errors', 'consent', 'newsletter'] as const;

/** A cleaner's public profile, `/cleaners/:slug` (not `/cleaners/join`, a page of its own). */
const PROFILE_PATH = /^\/cleaners\/([^/]+)$/;

function Profile() {
  return (
    <Routes>
      <Route path="/cleaners/:slug" element={<CleanerProfilePage />} />
    </Routes>
  );
}

/** The profile and its first reviews, as the page's hooks ask for them (features/cleaners/api). */
function profileData(_query: URLSearchParams, path: string): SiteDataRequest[] {
  const segment = PROFILE_PATH.exec(path)?.[1] ?? '';
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return [];
  }
  const profile = cleanerUrl(slug);
  const reviews = cleanerReviewsUrl(slug);
  return [
    { key: profile, url: profile },
    { key: reviews, url: reviews },
  ];
}

const PROFILE: SitePageEntry = { Page: Profile, namespaces: ['cleaners', 'vocabulary'], data: profileData };

export const sitePageAt = (path: string): SitePageEntry | null => {
  if (Object.hasOwn(SITE_PAGES, path)) return SITE_PAGES[path]!;
  const profile = PROFILE_PATH.exec(path);
  return profile !== null && profile[1] !== 'join' ? PROFILE : null;
};
