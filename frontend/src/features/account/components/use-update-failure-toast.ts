import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';

/** SPEC section 8: server message, else 'Failed to update profile'; a non-JSON answer gets the server-error text. */
export function useUpdateFailureToast(): (error: unknown) => void {
  const { t } = useTranslation('account');
  const toast = useToast();
  return useCallback((error: unknown) => void toast.failure(error, t('account:toast.updateFailed')), [t, toast]);
}
