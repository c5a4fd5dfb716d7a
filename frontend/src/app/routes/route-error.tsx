import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { browserStore } from '../../lib/storage';

const RELOAD_MARK = 'weklean-reloaded-for';

/** A page's code could not be fetched, typically after a new deployment replaced the old files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module script/i.test(error.message)
  );
}

/**
 * Route error boundary. A failed navigation falls back to one full page load (SPEC section 8); if that does not
 * help, or for any other error, an error page with a reload button.
 */
export function RouteError() {
  const { t } = useTranslation('common', { useSuspense: false });
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const store = browserStore('session');
  const here = window.location.href;
  const reloadWanted = chunkFailure && store.getItem(RELOAD_MARK) !== here;

  useEffect(() => {
    if (!reloadWanted) return;
    store.setItem(RELOAD_MARK, here);
    window.location.reload();
  }, [reloadWanted, store, here]);

  if (reloadWanted) return null;
  return (
    <Result
      status="error"
      title={t('common:routeError.title')}
      subTitle={t('common:routeError.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:routeError.reload')}
        </Button>
      }
    />
  );
}
