import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is connected (true where there is no browser: the server's drawing). */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/** Over every page while the device is offline (issue 36): what still works and what waits for the connection. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return <Alert banner type="warning" role="status" title={t('common:offline.title')} description={t('common:offline.description')} />;
}
