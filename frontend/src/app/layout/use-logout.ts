import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast';

/** Signs out (the server is told, the local session is cleared whatever it answers) and confirms with a toast. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(async () => {
    await logout();
    toast.success(t('common:toast.loggedOut'));
  }, [logout, toast, t]);
}
