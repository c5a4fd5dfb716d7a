import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

/** A refused change: the server's localized message (a duplicate slot's 409, a past date…) in an error toast; returns it. */
export function useCalendarFailure(): (error: unknown) => string {
  const { t } = useTranslation(['calendar', 'common', 'errors']);
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      const text = failureMessage(error, { fallback: t('calendar:toast.failed'), nonJson: t('errors:server') });
      toast.error(t('common:toast.errorTitle'), text);
      return text;
    },
    [t, toast],
  );
}
