import type { Language } from '../lib/i18n/language';
import type { ThemeName } from '../app/theme/theme-name';
import type { BrandId } from '../app/site-config';

/** What the server tells the page it drew (a JSON script element, `#site-data`), so that it hydrates the same. */
export type SiteData = {
  path: string;
  brandId: BrandId;
  language: Language;
  theme: ThemeName;
  /** The catalogues the page was drawn with, by namespace. */
  resources: Record<string, Record<string, unknown>>;
  /** The API answers it was drawn with, by SWR key (serialized): the page's cache starts with them. */
  fallback: Record<string, unknown>;
};

export const SITE_DATA_ELEMENT_ID = 'site-data';
