import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../lib/toast';

const catalogueKey = /^[a-z]+:[\w.-]+$/;

/**
 * `?message=` (success) and `?error=` on any page show a toast, then leave the address (SPEC section 2). A value
 * that is a catalogue key (`auth:emailVerified`) is translated; anything else is shown as given, as text.
 */
export function QueryToasts() {
  const { t, i18n } = useTranslation('common');
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const message = params.get('message');
    const error = params.get('error');
    if (message === null && error === null) return;
    const text = (value: string) => (catalogueKey.test(value) && i18n.exists(value) ? t(value) : value);
    // One toast at a time: an error outranks a success.
    if (error !== null) toast.error(t('common:toast.errorTitle'), text(error));
    else if (message !== null) toast.success(t('common:toast.successTitle'), text(message));
    params.delete('message');
    params.delete('error');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, toast, t, i18n]);

  return null;
}
