import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

/** SPEC section 8: server message, else 'Failed to update profile'; a non-JSON answer gets the server-error text. */
export function useUpdateFailureToast(): (error: unknown) => void {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const text = failureMessage(error, { fallback: t('account:toast.updateFailed'), nonJson: t('errors:server') });
      toast.error(t('common:toast.errorTitle'), text);
    },
    [t, toast],
  );
}
