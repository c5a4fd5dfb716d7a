import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';

/** A refused decision: the server's localized message (already reviewed, not found…) in an error toast. */
export function useReviewFailure(): (error: unknown) => void {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('admin:review.failed'), nonJson: t('errors:server') }));
    },
    [t, toast],
  );
}
