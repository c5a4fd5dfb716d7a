import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/toast';

/**
 * Says once that the unread counter stopped on failures (SPEC section 8: 'Failed to fetch unread messages'); again only
 * if it works in between and then stops anew.
 */
export function useUnreadFailureToast(failed: boolean) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const said = useRef(false);
  useEffect(() => {
    if (!failed) {
      said.current = false;
      return;
    }
    if (said.current) return;
    said.current = true;
    toast.warning(t('common:toast.unreadFailed'), t('common:toast.unreadFailedHint'));
  }, [failed, toast, t]);
}
