import { Alert, Button } from 'antd';
import { chosenPresenceOf, PRESENCE_IDLE_MS, type ChosenPresence, type ClientFrameInput, type PresenceStatus } from '@weklean/domain';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../session/session-context';
import { createLiveSocket, type LiveError, type LiveSocket, type LiveState, type SocketLike } from './live-socket';
import { isApiKey, staleKeysOf, UNREAD_URL, type LiveFrame } from './live-keys';
import { createIdleTracker } from './idle-tracker';

type Live = {
  state: LiveState;
  lastError: LiveError | null;
  reconnectFailed: boolean;
  /** Sends a frame of SPEC 7 (false when the socket is not open). */
  send: (frame: ClientFrameInput) => boolean;
  retry: () => void;
  /** Every frame received, for the screens that follow one (the chat, /test-messaging). */
  subscribe: (listener: (frame: LiveFrame) => void) => () => void;
  /** The presence of the other person of a confirmed booking (null: not known, or not shared with us). */
  presenceOf: (userId: string) => PresenceStatus | null;
  /** Whether the person chose to show busy (their counterparts see it while the socket is open). */
  busy: boolean;
  setBusy: (busy: boolean) => void;
};

/** The page's events that say the person is at the screen. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

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
  const [presences, setPresences] = useState<ReadonlyMap<string, PresenceStatus>>(new Map());
  const [busy, setBusy] = useState(false);
  const [idle, setIdle] = useState(false);
  /** What this socket last told the server of its person (a new socket starts online, as the server takes it). */
  const told = useRef<ChosenPresence>('online');
  const wanted = chosenPresenceOf({ busy, idle });

  // Away after 5 minutes hidden or without input, online again at once (docs/api/messages.md, "Presence").
  useEffect(() => {
    if (userId === null || typeof document === 'undefined') return undefined;
    const tracker = createIdleTracker({ idleMs: PRESENCE_IDLE_MS, onChange: setIdle });
    const onActivity = () => tracker.activity();
    const onVisibility = () => tracker.visibility(document.visibilityState === 'visible');
    tracker.start();
    onVisibility();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      tracker.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);

  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return undefined;
    const live = createLiveSocket({
      url: socketUrl(),
      // The browser's WebSocket has the shape the client needs (its handlers take DOM events).
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      onFrame: (frame) => {
        if (frame.type === 'PRESENCE') setPresences((known) => new Map(known).set(frame.userId, frame.status));
        const { matches, unread } = staleKeysOf(frame);
        if (matches) void mutate(matches);
        if (unread !== null) void mutate(UNREAD_URL, unread, { revalidate: false });
        for (const listener of listeners.current) listener(frame);
      },
      onState: (next) => {
        setState(next);
        // Closed, the presences shown may be stale: none until the next socket brings them again.
        if (next !== 'open') setPresences(new Map());
        if (next === 'connecting') told.current = 'online';
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

  // The server takes a new socket as online: anything else is said as soon as it opens, and at each change.
  useEffect(() => {
    if (state !== 'open' || told.current === wanted) return;
    if (socket.current?.send({ type: 'SET_PRESENCE', status: wanted })) told.current = wanted;
  }, [state, wanted]);

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
      presenceOf: (id) => presences.get(id) ?? null,
      busy,
      setBusy,
    }),
    [busy, lastError, presences, reconnectFailed, state],
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
      presenceOf: () => null,
      busy: false,
      setBusy: () => undefined,
    }
  );
}
