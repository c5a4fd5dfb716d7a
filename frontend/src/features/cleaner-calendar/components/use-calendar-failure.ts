import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';

/** A refused change: the server's localized message (a duplicate slot's 409, a past date…) in an error toast; returns it. */
export function useCalendarFailure(): (error: unknown) => string {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  return useCallback((error: unknown) => toast.failure(error, t('calendar:toast.failed')), [t, toast]);
}
