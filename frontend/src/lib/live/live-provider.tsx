import { Alert, Button } from 'antd';
import type { ClientFrameInput } from '@weklean/domain';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../session/session-context';
import { createLiveSocket, type LiveError, type LiveSocket, type LiveState, type SocketLike } from './live-socket';
import { isApiKey, staleKeysOf, UNREAD_URL, type LiveFrame } from './live-keys';

type Live = {
  state: LiveState;
  lastError: LiveError | null;
  reconnectFailed: boolean;
  /** Sends a frame of SPEC 7 (false when the socket is not open). */
  send: (frame: ClientFrameInput) => boolean;
  retry: () => void;
  /** Every frame received, for the screens that follow one (the chat, /test-messaging). */
  subscribe: (listener: (frame: LiveFrame) => void) => () => void;
};

const LiveContext = createContext<Live | null>(null);

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/messages`;

/**
 * The one live socket of a signed-in person (opened at sign-in, closed at logout): each frame makes the SWR keys it
 * concerns stale, so every open screen reads them again without a reload; the unread badge is set at once. After five
 * failed reconnects a banner says so, with a retry.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { status, user } = useSession();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<LiveState>('closed');
  const [lastError, setLastError] = useState<LiveError | null>(null);
  const [reconnectFailed, setReconnectFailed] = useState(false);
  const socket = useRef<LiveSocket | null>(null);
  const listeners = useRef(new Set<(frame: LiveFrame) => void>());
  const userId = status === 'signed-in' ? user.id : null;

  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return undefined;
    const live = createLiveSocket({
      url: socketUrl(),
      // The browser's WebSocket has the shape the client needs (its handlers take DOM events).
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      onFrame: (frame) => {
        const { matches, unread } = staleKeysOf(frame);
        if (matches) void mutate(matches);
        if (unread !== null) void mutate(UNREAD_URL, unread, { revalidate: false });
        for (const listener of listeners.current) listener(frame);
      },
      onState: (next) => {
        setState(next);
        if (next === 'open') {
          setReconnectFailed(false);
          setLastError(null);
        }
      },
      onError: setLastError,
      onReconnectFailed: () => setReconnectFailed(true),
      onReconnected: () => void mutate(isApiKey),
    });
    socket.current = live;
    live.connect();
    return () => {
      live.disconnect();
      socket.current = null;
    };
  }, [mutate, userId]);

  const value = useMemo<Live>(
    () => ({
      state,
      lastError,
      reconnectFailed,
      send: (frame) => socket.current?.send(frame) ?? false,
      retry: () => socket.current?.retry(),
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [lastError, reconnectFailed, state],
  );

  return (
    <LiveContext.Provider value={value}>
      {reconnectFailed ? (
        <Alert
          banner
          type="warning"
          title={t('common:live.reconnectFailed')}
          action={
            <Button size="small" onClick={() => value.retry()}>
              {t('common:live.retry')}
            </Button>
          }
        />
      ) : null}
      {children}
    </LiveContext.Provider>
  );
}

/** The live socket of the signed-in person (a closed stand-in outside the provider). */
export function useLive(): Live {
  return (
    useContext(LiveContext) ?? {
      state: 'closed',
      lastError: null,
      reconnectFailed: false,
      send: () => false,
      retry: () => undefined,
      subscribe: () => () => undefined,
    }
  );
}
