import { brandForHost, siteHosts, type Brand } from './site-config';

/** The brand of the page being shown, decided once from its host name. */
export const currentBrand: Brand = brandForHost(window.location.hostname, siteHosts);
