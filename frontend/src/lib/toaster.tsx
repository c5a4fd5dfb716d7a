import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore, type ToastEntry } from './toast-store';
import './toaster.css';

const NONE: readonly ToastEntry[] = [];

/**
 * The toasts, at the bottom right, where they cover no navigation (issue 30): one at a time, each until its close
 * button is pressed (toast-store.ts). A failure is read out at once (`alert`), anything else politely (`status`).
 */
export function Toaster() {
  const { t } = useTranslation('common');
  // Nothing is toasted while a page is drawn on the server.
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, () => NONE);
  return (
    <div className="toast-viewport">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" hidden={!toast.open}>
          <Alert
            type={toast.tone}
            showIcon
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            className={toast.variant === 'destructive' ? 'toast-destructive' : undefined}
            title={toast.title}
            description={toast.description}
            closable={{ 'aria-label': t('common:toast.close'), onClose: () => toastStore.dismiss(toast.id) }}
          />
        </div>
      ))}
    </div>
  );
}
