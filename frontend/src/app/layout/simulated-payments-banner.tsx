import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { client, ok } from '../../lib/api';

/**
 * On every page of a production site that runs without real payments (ALLOW_SIMULATED_PAYMENTS=true, a staging
 * site): says that no card is charged and no money moves, so that nobody takes it for the real service.
 */
export function SimulatedPaymentsBanner() {
  const { t } = useTranslation('common');
  const { data } = useSWR(client['site-config'].$path(), () => ok(client['site-config'].$get()), { revalidateOnFocus: false });
  if (!data?.simulatedPayments) return null;
  return <Alert banner type="warning" role="status" title={t('common:simulatedPayments')} />;
}
