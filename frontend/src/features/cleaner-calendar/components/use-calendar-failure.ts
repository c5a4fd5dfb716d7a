import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

/**
 * The text a failed change falls back on when the server gave none (SPEC section 8, "availability update: server not
 * responding"): no answer at all (a time-out or a network failure) says the server is not responding; any answer
 * without a message of its own (a 5xx, say) says the change failed. A refusal's own message comes before either.
 */
export function calendarFailureFallback(error: unknown, texts: { failed: string; notResponding: string }): string {
  const unanswered = error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'network');
  return unanswered ? texts.notResponding : texts.failed;
}

/** A refused change: the server's localized message (a duplicate slot's 409, a past date…) in an error toast; returns it. */
export function useCalendarFailure(): (error: unknown) => string {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  return useCallback(
    (error: unknown) =>
      toast.failure(error, calendarFailureFallback(error, { failed: t('calendar:toast.failed'), notResponding: t('calendar:toast.notResponding') })),
    [t, toast],
  );
}
