import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useStats } from '../api/admin-messages-api';
import { formatRate } from './format';

/** Sent, read and the read rate, in all and by the recipients' role. */
export function StatsCards() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useStats();
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!data) {
    return error ? <Alert type="error" showIcon title={t('admin:messages.stats.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} /> : null;
  }
  const groups = [
    { key: 'all', title: t('admin:messages.stats.all'), figures: data },
    { key: 'client', title: t('admin:messages.stats.clients'), figures: data.byRole.client },
    { key: 'cleaner', title: t('admin:messages.stats.cleaners'), figures: data.byRole.cleaner },
  ];
  return (
    <Row gutter={[16, 16]}>
      {groups.map((group) => (
        <Col key={group.key} xs={24} md={8}>
          <Card size="small" title={<h3 className="admin-messages-stat-title">{group.title}</h3>}>
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title={t('admin:messages.stats.sent')} value={group.figures.sent} />
              </Col>
              <Col span={8}>
                <Statistic title={t('admin:messages.stats.read')} value={group.figures.read} />
              </Col>
              <Col span={8}>
                <Statistic title={t('admin:messages.stats.readRate')} value={formatRate(group.figures.readRate, language)} />
              </Col>
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
