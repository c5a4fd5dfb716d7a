import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from './api-client';
import { toastStore } from './toast-store';

export type Toast = {
  success: (title: string, description?: string) => void;
  /** Something left for the person to do (not a success, not a failure). */
  warning: (title: string, description?: string) => void;
  /** The spec's "destructive" toast. */
  error: (title: string, description?: string) => void;
  /**
   * A refused call (SPEC section 8): the server's localized message, else `fallback`, else the server-error text for a
   * non-JSON answer, in an error toast titled "Erreur"; returns the message shown.
   */
  failure: (error: unknown, fallback: string) => string;
};

/** Toasts come one at a time and stay until dismissed (toast-store.ts); the Toaster shows them. */
export function useToast(): Toast {
  const { t } = useTranslation(['common', 'errors']);
  return useMemo(() => {
    const error: Toast['error'] = (title, description) => {
      toastStore.show({ title, description, tone: 'error' });
    };
    return {
      success: (title, description) => {
        toastStore.show({ title, description, tone: 'success' });
      },
      warning: (title, description) => {
        toastStore.show({ title, description, tone: 'warning' });
      },
      error,
      failure: (failed, fallback) => {
        const text = failureMessage(failed, { fallback, nonJson: t('errors:server') });
        error(t('common:toast.errorTitle'), text);
        return text;
      },
    };
  }, [t]);
}
