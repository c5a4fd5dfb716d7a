import { Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewsletterSignup } from '../../../lib/newsletter/newsletter-signup';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../components/apps-page.css';

const ITEMS = ['a', 'b', 'c', 'd'] as const;

/**
 * `/apps` (issue 17): the iOS and Android apps are coming (no store links until they exist); what they will do for
 * clients and cleaners; the newsletter sign-up to hear when they are out.
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
