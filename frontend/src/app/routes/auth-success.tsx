import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { readRememberedPath } from '../../lib/remembered-path';
import { useSession } from '../../lib/session/session-context';
import { browserStore } from '../../lib/storage';
import { LoadingSplash } from '../layout/loading-splash';

/** `/auth/success`: the end of an outside sign-in. Picks the new session up, then returns to the remembered path. */
export default function AuthSuccess() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void refresh().then(() => {
      if (!cancelled) void navigate(readRememberedPath(browserStore('session')), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [refresh, navigate]);
  return <LoadingSplash />;
}
