import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api } from '../../lib/api-client';
import type { Answer, Api } from '../../lib/api-contract';
import { SITE_CONFIG_URL } from '../../lib/analytics/analytics-constants';

type SiteConfig = Answer<Api['site-config']['$get']>;

/**
 * On every page of a production site that runs without real payments (ALLOW_SIMULATED_PAYMENTS=true, a staging
 * site): says that no card is charged and no money moves, so that nobody takes it for the real service.
 */
export function SimulatedPaymentsBanner() {
  const { t } = useTranslation('common');
  const { data } = useSWR(SITE_CONFIG_URL, (url: string) => api.get<SiteConfig>(url), { revalidateOnFocus: false });
  if (!data?.simulatedPayments) return null;
  return <Alert banner type="warning" role="status" title={t('common:simulatedPayments')} />;
}
