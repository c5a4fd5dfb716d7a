/**
 * Whether the person is at their screen (presence, docs/api/messages.md, "Presence"): idle once the page has been
 * hidden, or has had no input, for `idleMs` (5 minutes); back at once on input or when the page shows again. Pure of
 * the DOM: the provider feeds it the page's events, and the clock and timers are given.
 */
export type IdleTrackerOptions = {
  idleMs: number;
  onChange: (idle: boolean) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
};

export function createIdleTracker(options: IdleTrackerOptions) {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  let since = now();
  let idle = false;
  let hidden = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const arm = (ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(check, ms);
  };
  // Input only moves `since`: the timer, when it fires, waits again for what is left (no timer per mouse move).
  function check() {
    timer = null;
    const quiet = now() - since;
    if (quiet < options.idleMs) return arm(options.idleMs - quiet);
    if (!idle) {
      idle = true;
      options.onChange(true);
    }
    return undefined;
  }
  const back = () => {
    since = now();
    if (!idle) return;
    idle = false;
    options.onChange(false);
    arm(options.idleMs);
  };

  return {
    start() {
      since = now();
      arm(options.idleMs);
    },
    /** A key, a click, a touch, a move, a scroll: the person is there (ignored while the page is hidden). */
    activity() {
      if (!hidden) back();
    },
    /** The page shown (the person is back) or hidden (idle after idleMs, whatever the input). */
    visibility(visible: boolean) {
      hidden = !visible;
      if (visible) return back();
      since = now();
      if (!idle && timer === null) arm(options.idleMs);
      return undefined;
    },
    stop() {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    get idle() {
      return idle;
    },
  };
}

export type IdleTracker = ReturnType<typeof createIdleTracker>;
