import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { currentBrand } from './app/current-site';
import { adoptHandedOffLanguage, redirectTarget } from './app/domain-redirect';
import { getRouter } from './app/router';
import './app/styles.css';
import { initI18n } from './lib/i18n/i18n';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { LANGUAGE_STORAGE_KEY, detectPreferredLanguage, type Language } from './lib/i18n/language';
import { browserStore } from './lib/storage';
import { setDocumentTitleSuffix } from './lib/use-document-title';

function start(preferred: Language): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  setDocumentTitleSuffix(currentBrand.name);
  document.title = currentBrand.name;
  void initI18n({
    preferred,
    forceFrench: currentBrand.forceFrench,
    onPreferredLanguageChange: (language) => {
      const target = redirectTarget(language);
      if (target !== null) window.location.assign(target);
    },
  });
  // The installable app (issue 36): the browser's offer to install kept for /apps, the worker registered once loaded.
  captureInstallPrompt();
  registerServiceWorker();
  // Start matching the first page (and fetching its code) while the session and catalogues load.
  getRouter();
  createRoot(container).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
}

// Sent here by the other site: the language it handed over is this site's choice from now on.
adoptHandedOffLanguage();
const preferred = detectPreferredLanguage(browserStore('local').getItem(LANGUAGE_STORAGE_KEY), navigator.language);
const target = redirectTarget(preferred);
if (target === null) start(preferred);
else window.location.replace(target);
