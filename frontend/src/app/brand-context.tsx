import { createContext, useContext } from 'react';
import type { Brand } from './site-config';

/**
 * The brand of the page being shown (site-config.ts): decided from the host name, by the browser for the app
 * (current-site.ts) and by the server for a page it draws (site/entry-server.tsx), where there is no `window`.
 */
export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (brand === null) throw new Error('useBrand needs a BrandContext provider');
  return brand;
}
