import { Alert, Button, Card, Col, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterSignup } from '../../../lib/newsletter/newsletter-signup';
import { runsInstalled, useInstallPrompt } from '../../../lib/pwa/install-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../components/apps-page.css';

const ITEMS = ['a', 'b', 'c', 'd'] as const;
const STEPS = ['a', 'b', 'c'] as const;
const PLATFORMS = ['android', 'apple', 'desktop'] as const;

/** The browser's own offer to install (Chrome, Edge), when it has made one; else a word once installed. */
function InstallButton() {
  const { t } = useTranslation('apps');
  const { available, install } = useInstallPrompt();
  const [accepted, setAccepted] = useState(false);
  if (accepted) return <Alert type="success" showIcon title={t('install.accepted')} description={t('install.notifications')} />;
  if (runsInstalled()) return <Alert type="success" showIcon title={t('install.installed')} />;
  if (!available) return null;
  return (
    <Card className="apps-install">
      <Button type="primary" size="large" onClick={() => void install().then(setAccepted)}>
        {t('install.button')}
      </Button>
      <Typography.Paragraph type="secondary" className="apps-install-help">
        {t('install.help')}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * `/apps` (issues 17 and 36): Weklean installs as a web app (manifest, service worker), so the page says how on each
 * platform, with the browser's own install prompt as a button where it offers one; what the app does for clients and
 * cleaners; the newsletter sign-up.
 */
export default function AppsPage() {
  const { t } = useTranslation('apps');
  useDocumentTitle(t('title'));
  return (
    <div className="apps-page">
      <header className="apps-hero">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph className="apps-lead">{t('lead')}</Typography.Paragraph>
      </header>
      <Tag className="apps-status" color="green">
        {t('status')}
      </Tag>
      <InstallButton />
      <section aria-labelledby="apps-platforms" className="apps-platforms">
        <Typography.Title level={2} id="apps-platforms" className="apps-section-title">
          {t('platforms.title')}
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {PLATFORMS.map((platform) => (
            <Col key={platform} xs={24} md={8}>
              <Card className="apps-card" title={<h3 className="apps-card-title">{t(`platforms.${platform}.title`)}</h3>}>
                <ol className="apps-list">
                  {STEPS.map((step) => (
                    <li key={step}>{t(`platforms.${platform}.steps.${step}`)}</li>
                  ))}
                </ol>
                {platform === 'apple' ? <Typography.Paragraph type="secondary" className="apps-note">{t('platforms.apple.note')}</Typography.Paragraph> : null}
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph className="apps-after">{t('install.notifications')}</Typography.Paragraph>
      </section>
      <Row gutter={[24, 24]}>
        {(['clients', 'cleaners'] as const).map((audience) => (
          <Col key={audience} xs={24} md={12}>
            <Card className="apps-card" title={<h2 className="apps-card-title">{t(`${audience}.title`)}</h2>}>
              <ul className="apps-list">
                {ITEMS.map((item) => (
                  <li key={item}>{t(`${audience}.items.${item}`)}</li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="apps-signup">
        <p>{t('notify.text')}</p>
        <NewsletterSignup variant="page" source="apps" topics={['company-news']} />
      </Card>
    </div>
  );
}
