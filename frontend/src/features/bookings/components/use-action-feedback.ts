import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { ACTION_KEYS, type ToastedAction } from './vocabulary';

export type ActionFeedback = {
  done: (action: ToastedAction) => void;
  /** A refusal (409 with the rule broken, 403 when the wrong side acts): the server's localized message. */
  failed: (action: ToastedAction, error: unknown) => void;
};

export function useActionFeedback(): ActionFeedback {
  const { t } = useTranslation('bookings');
  const toast = useToast();
  return useMemo(
    () => ({
      done: (action) => toast.success(t(ACTION_KEYS[action].done)),
      failed: (action, error) => void toast.failure(error, t(ACTION_KEYS[action].failed)),
    }),
    [t, toast],
  );
}
