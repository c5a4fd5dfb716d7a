/**
 * The toasts on screen (SPEC sections 3, 4 and 9): one at a time, a newer one taking the place of the one shown; a
 * toast stays until the person dismisses it, and is removed 5 s after that dismissal. Pure state and timers; the
 * Toaster draws it and `useToast` fills it.
 */

/** How many toasts are kept at once. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast is kept (closed) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 5_000;

/** The antd look of a toast; `error` is the spec's destructive variant. */
export type ToastTone = 'success' | 'warning' | 'error';

/** The spec's Toast: title, description, variant (default or destructive), open flag. */
export type ToastEntry = {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
  readonly tone: ToastTone;
  readonly open: boolean;
};

export type ToastContent = { title: string; description?: string | undefined; tone: ToastTone };

type Action =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string };

export function reduceToasts(toasts: readonly ToastEntry[], action: Action): readonly ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}

type Timers = {
  schedule: (run: () => void, ms: number) => unknown;
  cancel: (timer: unknown) => void;
};

const realTimers: Timers = {
  schedule: (run, ms) => setTimeout(run, ms),
  cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export type ToastStore = {
  /** Shows a toast in place of the one shown (if any); returns its id. */
  show: (content: ToastContent) => string;
  /** Closes a toast at once; it is removed TOAST_REMOVE_DELAY_MS later. Dismissing it again changes nothing. */
  dismiss: (id: string) => void;
  /** The toasts, the newest first, for `useSyncExternalStore`: the same array until something changes. */
  snapshot: () => readonly ToastEntry[];
  subscribe: (listener: () => void) => () => void;
};

export function createToastStore(timers: Timers = realTimers): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let count = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, unknown>();

  const dispatch = (action: Action) => {
    const before = toasts;
    toasts = reduceToasts(toasts, action);
    // A toast pushed out by a newer one needs no removal any more.
    for (const gone of before.filter((toast) => !toasts.some((kept) => kept.id === toast.id))) {
      if (removals.has(gone.id)) timers.cancel(removals.get(gone.id));
      removals.delete(gone.id);
    }
    for (const listener of listeners) listener();
  };

  return {
    show: ({ title, description, tone }) => {
      count += 1;
      const id = `toast-${count}`;
      const variant = tone === 'error' ? 'destructive' : 'default';
      dispatch({ type: 'add', toast: { id, title, ...(description === undefined ? {} : { description }), variant, tone, open: true } });
      return id;
    },
    dismiss: (id) => {
      const toast = toasts.find((candidate) => candidate.id === id);
      if (toast === undefined || !toast.open) return;
      dispatch({ type: 'dismiss', id });
      removals.set(
        id,
        timers.schedule(() => {
          removals.delete(id);
          dispatch({ type: 'remove', id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    },
    snapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's toasts. */
export const toastStore = createToastStore();
