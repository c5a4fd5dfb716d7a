import { Alert, Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementUrl, useStatementYears } from './statement-years';

/**
 * "Tax statements": a client's (the account page) or a cleaner's (the payouts page) yearly statements, each as a PDF
 * and a CSV download. Shared by two features, hence here.
 */
export function TaxStatementsCard({ role, titleClassName }: { role: 'client' | 'cleaner'; titleClassName?: string }) {
  const { t } = useTranslation('account');
  const { data, error, isLoading, mutate } = useStatementYears();
  const body = (() => {
    if (isLoading && data === undefined) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    if (data === undefined || error !== undefined) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('account:statements.loadFailed')}
          action={<Button onClick={() => void mutate()}>{t('account:statements.retry')}</Button>}
        />
      );
    }
    if (data.years.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account:statements.empty')} />;
    return (
      <List
        dataSource={data.years}
        renderItem={(year) => (
          <List.Item
            actions={[
              <a key="pdf" href={statementUrl(year, 'pdf')} target="_blank" rel="noreferrer" aria-label={t('account:statements.pdfLabel', { year })}>
                {t('account:statements.pdf')}
              </a>,
              <a key="csv" href={statementUrl(year, 'csv')} download aria-label={t('account:statements.csvLabel', { year })}>
                {t('account:statements.csv')}
              </a>,
            ]}
          >
            <Typography.Text strong>{t('account:statements.year', { year })}</Typography.Text>
          </List.Item>
        )}
      />
    );
  })();
  return (
    <Card title={<h2 className={titleClassName}>{t('account:statements.title')}</h2>}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          {t('account:statements.intro')} {role === 'client' ? t('account:statements.clientHint') : t('account:statements.cleanerHint')}
        </Typography.Paragraph>
        {body}
      </Space>
    </Card>
  );
}
