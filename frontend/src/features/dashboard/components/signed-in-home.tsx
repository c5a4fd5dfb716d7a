import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHome } from '../api/get-home';
import { CleanerHomeView } from './cleaner-home';
import { ClientHomeView } from './client-home';
import { firstName } from './home-format';
import './dashboard.css';

/** A signed-in cleaner's or client's home (loaded only for them: visitors never download it). */
export default function SignedInHome({ name }: { name: string }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: home, error, isLoading, mutate } = useHome();
  useDocumentTitle(t('dashboard:page.title'));
  return (
    <div className="dashboard-page">
      <Typography.Title level={1}>{t('dashboard:page.greeting', { name: firstName(name) })}</Typography.Title>
      {home === undefined && isLoading ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : home === undefined ? (
        <Result
          status="error"
          title={t('dashboard:page.loadFailed')}
          subTitle={error instanceof Error ? error.message : undefined}
          extra={
            <Button type="primary" onClick={() => void mutate()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : home.role === 'cleaner' ? (
        <CleanerHomeView home={home} />
      ) : (
        <ClientHomeView home={home} />
      )}
    </div>
  );
}
