import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';

/** A refused decision: the server's localized message (already reviewed, not found…) in an error toast. */
export function useReviewFailure(): (error: unknown) => void {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return useCallback((error: unknown) => void toast.failure(error, t('admin:review.failed')), [t, toast]);
}
