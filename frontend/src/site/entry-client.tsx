import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptHandedOffLanguage, redirectTarget } from '../app/domain-redirect';
import { brands } from '../app/site-config';
import { setDocumentTitleSuffix } from '../lib/use-document-title';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY, detectPreferredLanguage, interfaceLanguage } from '../lib/i18n/language';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { browserStore } from '../lib/storage';
import { SiteApp } from './site-app';
import { SiteRouter } from './site-router';
import { SITE_DATA_ELEMENT_ID, type SiteData } from './site-data';
import { sitePageAt } from './site-pages';
import '../app/styles.css';

function start(): void {
  const element = document.getElementById(SITE_DATA_ELEMENT_ID);
  const container = document.getElementById('root');
  const data = element === null ? null : (JSON.parse(element.textContent ?? 'null') as SiteData | null);
  // Read once: the page's text is the page's, not its catalogues.
  element?.remove();
  const page = data === null ? null : sitePageAt(data.path);
  if (data === null || page === null || container === null) throw new Error('site.html: no #site-data or #root');
  const brand = brands[data.brandId];
  setDocumentTitleSuffix(brand.name);
  const preferred = detectPreferredLanguage(browserStore('local').getItem(LANGUAGE_STORAGE_KEY), navigator.language);
  void initI18n({
    preferred,
    forceFrench: brand.forceFrench,
    bundled: { language: data.language, resources: data.resources },
  });
  hydrateRoot(
    container,
    <StrictMode>
      <SiteRouter>
        <SiteApp data={data} Page={page.Page} />
      </SiteRouter>
    </StrictMode>,
  );
  // The worker from a visitor's first page (issue 36): the app's shell is ready offline before they sign in.
  registerServiceWorker();
  // Drawn in the language the server knew of; a choice kept only in this browser takes over once hydrated.
  const wanted = interfaceLanguage(preferred, brand.forceFrench);
  if (wanted !== data.language) void i18n.changeLanguage(wanted);
}

// SPEC 1's domain rule, as the app applies it (main.tsx): the language handed over by the other site first, then the
// other site, same path, before anything is drawn.
adoptHandedOffLanguage();
const target = redirectTarget(detectPreferredLanguage(browserStore('local').getItem(LANGUAGE_STORAGE_KEY), navigator.language));
if (target === null) start();
else window.location.replace(target);
