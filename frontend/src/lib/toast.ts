import { App } from 'antd';
import { useMemo } from 'react';

/** Seconds a toast stays; antd's `App` is configured for one toast at a time (SPEC section 9). */
export const TOAST_DURATION_SECONDS = 5;

export type Toast = {
  success: (title: string, description?: string) => void;
  /** The spec's "destructive" toast. */
  error: (title: string, description?: string) => void;
};

export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) =>
        notification.success({ title, description, duration: TOAST_DURATION_SECONDS, role: 'status' }),
      error: (title, description) =>
        notification.error({
          title,
          description,
          duration: TOAST_DURATION_SECONDS,
          role: 'alert',
          className: 'toast-destructive',
        }),
    }),
    [notification],
  );
}
