import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { createTracker } from './tracker';
import { sendFromBrowser } from './transport';
import { disableSiteTag, enableSiteTag } from './site-tag';
import { consentStore, useConsent } from './use-consent';

const reasonText = (reason: unknown): string =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'Unhandled rejection';

/**
 * The site analytics of the app shell (issue 16): for a visitor who accepted, the page views, heartbeats and errors
 * go to `POST /api/analytics` and the global site tag loads when configured; before a choice or after a refusal,
 * nothing runs and nothing is sent. Renders nothing.
 */
export function SiteAnalytics() {
  const { choice } = useConsent();

  useEffect(() => {
    if (choice !== 'accepted') return;
    const visitorId = consentStore().visitorId();
    if (visitorId === null) return;
    const tracker = createTracker({
      visitorId,
      language: () => (i18n.resolvedLanguage === 'en' ? 'en' : 'fr'),
      path: () => window.location.pathname,
      referrer: () => document.referrer,
      isVisible: () => document.visibilityState === 'visible',
      now: () => Date.now(),
      send: sendFromBrowser,
    });
    const onError = (event: ErrorEvent) => tracker.recordError({ message: event.message, source: event.filename, line: event.lineno });
    const onRejection = (event: PromiseRejectionEvent) => tracker.recordError({ message: reasonText(event.reason) });
    const onVisibility = () => tracker.visibilityChanged();
    const onPageHide = () => tracker.leaving();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    tracker.start();
    void enableSiteTag();
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      tracker.stop();
      void disableSiteTag();
    };
  }, [choice]);

  return null;
}
