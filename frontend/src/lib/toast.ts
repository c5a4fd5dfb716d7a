import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from './api-client';

/** Seconds a toast stays; antd's `App` is configured for one toast at a time (SPEC section 9). */
export const TOAST_DURATION_SECONDS = 5;

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

export function useToast(): Toast {
  const { notification } = App.useApp();
  const { t } = useTranslation(['common', 'errors']);
  return useMemo(() => {
    const error: Toast['error'] = (title, description) =>
      notification.error({
        title,
        description,
        duration: TOAST_DURATION_SECONDS,
        role: 'alert',
        className: 'toast-destructive',
      });
    return {
      success: (title, description) =>
        notification.success({ title, description, duration: TOAST_DURATION_SECONDS, role: 'status' }),
      warning: (title, description) =>
        notification.warning({ title, description, duration: TOAST_DURATION_SECONDS, role: 'status' }),
      error,
      failure: (failed, fallback) => {
        const text = failureMessage(failed, { fallback, nonJson: t('errors:server') });
        error(t('common:toast.errorTitle'), text);
        return text;
      },
    };
  }, [notification, t]);
}
