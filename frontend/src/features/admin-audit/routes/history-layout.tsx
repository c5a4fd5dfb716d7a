import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { HISTORY_PARAM } from '../../../lib/history-link';
import { i18n } from '../../../lib/i18n/i18n';

// The drawer and its catalogue load the first time a history is opened, not with every admin page.
const HistoryDrawer = lazy(async () => {
  const [module] = await Promise.all([import('../components/history-drawer'), i18n.loadNamespaces(['admin-audit'])]);
  return { default: module.HistoryDrawer };
});

/** Layout of the admin area: its pages, and over them the history drawer while `?history=<streamId>` is set. */
export default function HistoryLayout() {
  const [params] = useSearchParams();
  const open = params.has(HISTORY_PARAM);
  // Once loaded it stays mounted, so that closing it animates instead of vanishing.
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  return (
    <>
      <Outlet />
      {(open || loaded) && (
        <Suspense fallback={null}>
          <HistoryDrawer />
        </Suspense>
      )}
    </>
  );
}
