import { Col, Layout, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { APP_VERSION } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsentSettingsLink } from '../../lib/analytics/consent-banner';
import { currentBrand } from '../current-site';
import { footerColumns } from './footer-columns';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

// Its own chunk and namespace (`newsletter`): loaded after the page, never holding the page back.
const NewsletterSignup = lazy(() => import('../../lib/newsletter/newsletter-signup').then((module) => ({ default: module.NewsletterSignup })));

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Layout.Footer className="app-footer">
      <Suspense fallback={null}>
        <NewsletterSignup variant="footer" />
      </Suspense>
      <Row gutter={[24, 24]} className="footer-columns">
        {footerColumns.map((column) => (
          <Col key={column.key} xs={24} sm={12} md={6}>
            <nav aria-labelledby={`footer-${column.key}`}>
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
          </Col>
        ))}
      </Row>
      <div className="footer-bottom">
        <span>{t('common:footer.copyright', { year: new Date().getFullYear(), brand: currentBrand.name })}</span>
        <span>{t('common:footer.version', { version: APP_VERSION })}</span>
        <ConsentSettingsLink />
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </Layout.Footer>
  );
}
