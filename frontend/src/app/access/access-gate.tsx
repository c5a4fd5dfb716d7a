import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { rememberPath } from '../../lib/remembered-path';
import { useSession, type Session } from '../../lib/session/session-context';
import { browserStore } from '../../lib/storage';
import { LoadingSplash } from '../layout/loading-splash';
import { decideAccess, type Access, type Viewer } from './access-rules';

function viewerOf(session: Session): Viewer {
  switch (session.status) {
    case 'loading':
      return { status: 'loading' };
    case 'signed-out':
      return { status: 'signed-out', endedByUser: session.endedByUser };
    case 'signed-in':
      return { status: 'signed-in', role: session.user.role };
  }
}

function Redirect({ to, from }: { to: string; from: Location | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (from !== null) rememberPath(browserStore('session'), from.pathname, from.search);
    void navigate(to, { replace: true });
  }, [navigate, to, from]);
  return null;
}

/**
 * Whether the visitor signed in while on the current page. The logged-out-only pages send signed-in visitors away
 * on arrival; someone who signs in on one of them is sent on by the page itself (remembered path, role choice), so
 * the guard must not race it to `/profile`.
 */
function useSignedInOnThisPage(session: Session, locationKey: string): boolean {
  const signedOutAt = useRef<string | null>(null);
  if (session.status === 'signed-out') signedOutAt.current = locationKey;
  return session.status === 'signed-in' && signedOutAt.current === locationKey;
}

/**
 * Whether the person chose their role while on the current page: the role choice then leads on itself (to the
 * onboarding), so the guard must not race it home.
 */
function useRoleChosenOnThisPage(session: Session, locationKey: string): boolean {
  const withoutRoleAt = useRef<string | null>(null);
  if (session.status === 'signed-in' && session.user.role === null) withoutRoleAt.current = locationKey;
  return session.status === 'signed-in' && session.user.role !== null && withoutRoleAt.current === locationKey;
}

/** Layout route of a route group: renders its pages, or carries out the redirect `decideAccess` chose. */
export function AccessGate({ access }: { access: Access }) {
  const session = useSession();
  const location = useLocation();
  const signedInHere = useSignedInOnThisPage(session, location.key);
  const roleChosenHere = useRoleChosenOnThisPage(session, location.key);
  const decision = decideAccess(access, location.pathname, viewerOf(session));
  switch (decision.kind) {
    case 'wait':
      return <LoadingSplash />;
    case 'redirect':
      if (access === 'guest' && signedInHere) return <Outlet />;
      if (access === 'no-role' && roleChosenHere) return <Outlet />;
      return <Redirect to={decision.to} from={decision.remember ? location : null} />;
    case 'allow':
      return <Outlet />;
  }
}
