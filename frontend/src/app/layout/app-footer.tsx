import { APP_VERSION } from '@weklean/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsentSettingsLink } from '../../lib/analytics/consent-banner';
import { NewsletterSignup } from '../../lib/newsletter/newsletter-signup';
import { useBrand } from '../brand-context';
import { footerColumns } from './footer-columns';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

/** Every page's footer; drawn without antd, as the server draws it on the pages it renders (site/). */
export function AppFooter() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  return (
    <footer className="app-footer">
      {/* Its namespace (`newsletter`) may still be on its way in the app: the footer does not wait for it. */}
      <div className="footer-newsletter">
        <Suspense fallback={null}>
          <NewsletterSignup variant="footer" />
        </Suspense>
      </div>
      <div className="footer-columns">
        {footerColumns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="footer-title">
              {t(column.titleKey)}
            </h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <span>{t('common:footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
        <span>{t('common:footer.version', { version: APP_VERSION })}</span>
        <ConsentSettingsLink />
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </footer>
  );
}
