import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { fetchCurrentUser, requestLogout } from './session-api';
import {
  browserSessionStores,
  clearStoredSession,
  readStoredSession,
  storeSession,
  updateStoredUser,
} from './session-storage';
import { shouldAskForCurrentUser } from './signed-in-marker';
import type { User } from './user';

/**
 * SPEC section 4. `endedByUser` tells the route guards that the user signed out (or deleted the account) on purpose,
 * so a protected page sends them home rather than to the login page.
 */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; user: null; endedByUser: boolean };

export type Session = SessionState & {
  /** Keeps the user record; the session itself is the HttpOnly cookie that the sign-in answer set. */
  signIn: (user: User, remember: boolean) => void;
  setUser: (user: User) => void;
  refresh: () => Promise<User | null>;
  logout: () => Promise<void>;
  end: () => void;
};

const SessionContext = createContext<Session | null>(null);

const signedIn = (user: User): SessionState => ({ status: 'signed-in', user });
const signedOut = (endedByUser: boolean): SessionState => ({ status: 'signed-out', user: null, endedByUser });

export function SessionProvider({ children }: { children: ReactNode }) {
  const stores = browserSessionStores();
  // A visitor with neither the signed-in marker nor a stored user is signed out at once: nobody to ask about.
  const [ask] = useState(() => shouldAskForCurrentUser(document.cookie, readStoredSession(stores) !== null));
  const [state, setState] = useState<SessionState>(() => {
    const stored = readStoredSession(stores);
    if (stored !== null) return signedIn(stored.user);
    return ask ? { status: 'loading', user: null } : signedOut(false);
  });
  const { mutate } = useSWRConfig();
  // Bumped by every local sign-in or sign-out, so a slower server answer cannot undo it.
  const generation = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal): Promise<User | null> => {
      const started = generation.current;
      try {
        const current = await fetchCurrentUser(signal);
        if (generation.current !== started) return current?.user ?? null;
        if (current === null) {
          clearStoredSession(stores);
          setState(signedOut(false));
          return null;
        }
        updateStoredUser(stores, current.user);
        setState(signedIn(current.user));
        return current.user;
      } catch {
        // A failed current-user call is ignored: a stored user stays, otherwise the visitor is signed out.
        if (generation.current === started && signal?.aborted !== true) {
          setState((previous) => (previous.status === 'loading' ? signedOut(false) : previous));
        }
        return null;
      }
    },
    [stores],
  );

  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, ask]);

  const signIn = useCallback(
    (user: User, remember: boolean) => {
      generation.current += 1;
      storeSession(stores, { user }, remember);
      setState(signedIn(user));
    },
    [stores],
  );

  const setUser = useCallback(
    (user: User) => {
      generation.current += 1;
      updateStoredUser(stores, user);
      setState(signedIn(user));
    },
    [stores],
  );

  const end = useCallback(() => {
    generation.current += 1;
    clearStoredSession(stores);
    setState(signedOut(true));
    // Drop every cached answer: it belonged to the user who left.
    void mutate(() => true, undefined, { revalidate: false });
  }, [stores, mutate]);

  const logout = useCallback(async () => {
    await requestLogout();
    end();
  }, [end]);

  const refresh = useCallback(() => load(), [load]);

  const value = useMemo<Session>(
    () => ({ ...state, signIn, setUser, refresh, logout, end }),
    [state, signIn, setUser, refresh, logout, end],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** For screens behind the signed-in guard. */
export function useSignedInUser(): User {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser used outside the signed-in routes');
  return session.user;
}

const VISITOR: Session = {
  status: 'signed-out',
  user: null,
  endedByUser: false,
  signIn: () => undefined,
  setUser: () => undefined,
  refresh: () => Promise.resolve(null),
  logout: () => Promise.resolve(),
  end: () => undefined,
};

/**
 * The session of a page the server drew (site/): only ever a visitor's (the server gives anyone with a session cookie
 * the app), so there is nothing to load; signing in happens on /login, in the app.
 */
export function VisitorSessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={VISITOR}>{children}</SessionContext.Provider>;
}
