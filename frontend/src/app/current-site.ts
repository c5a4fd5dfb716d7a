import { pageSiteHosts } from './domain-redirect';
import { brandForHost, siteHosts, type Brand } from './site-config';

/**
 * The brand of the page being shown, decided once from its host name and the two sites as the server names them in
 * the page (so the same as the brand of the pages it draws), else as built.
 */
export const currentBrand: Brand = brandForHost(
  window.location.hostname,
  pageSiteHosts(document.querySelector('meta[name="weklean-sites"]')?.getAttribute('content'), siteHosts),
);
