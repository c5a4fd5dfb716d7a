import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { consentStore, useConsent } from './use-consent';
import '../ui/ui.css';
import './consent-banner.css';

/**
 * The analytics consent banner (Quebec's Law 25): a bar at the bottom of every page until the visitor chooses, with
 * "Accepter" and "Refuser" alike in size and weight, side by side, and a link to the privacy page. A spacer as tall as
 * the bar ends the page, so that the bar never hides its last buttons on a phone. The focus is left where it is.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const { open } = useConsent();
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = bar.current;
    if (!open || element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [open]);

  if (!open) return null;
  return (
    <>
      <div className="consent-spacer" style={{ height }} aria-hidden="true" />
      <section ref={bar} className="consent-banner" aria-labelledby="consent-title" aria-describedby="consent-text">
        <div className="consent-body">
          <h2 id="consent-title" className="consent-title">
            {t('consent:banner.title')}
          </h2>
          <p id="consent-text" className="consent-text">
            {t('consent:banner.text')} <Link to={paths.privacy.href()}>{t('consent:banner.privacyLink')}</Link>
          </p>
        </div>
        <div className="consent-actions">
          <button type="button" className="wk-btn wk-btn-lg consent-choice" onClick={() => consentStore().choose('refused')}>
            {t('consent:banner.refuse')}
          </button>
          <button type="button" className="wk-btn wk-btn-lg consent-choice" onClick={() => consentStore().choose('accepted')}>
            {t('consent:banner.accept')}
          </button>
        </div>
      </section>
    </>
  );
}

/** The footer's "Témoins" / "Cookies" link: shows the banner again to change the choice. */
export function ConsentSettingsLink() {
  const { t } = useTranslation('consent');
  return (
    <button type="button" className="wk-btn wk-btn-link consent-settings-link" onClick={() => consentStore().reopen()}>
      {t('consent:footerLink')}
    </button>
  );
}
