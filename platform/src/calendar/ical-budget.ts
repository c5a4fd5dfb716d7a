import ICAL from 'ical.js';

/** Thrown at the step past a budget: a series is cut there, a calendar refused. */
export class BudgetSpent extends Error {
  constructor(readonly scope: 'series' | 'calendar') {
    super(`iCal expansion budget spent (${scope})`);
    this.name = 'BudgetSpent';
  }
}

/**
 * How much expansion work one parse may do, counted in steps. A step is one candidate date that ical.js tests against
 * a rule, one year whose days it lists, or one occurrence we read. Each series (and each time zone it reads) has its
 * own share of steps, and the calendar a total of steps and of time: some steps cost far more than others (a monthly
 * BYSETPOS rule lists the whole month at every step), and parsing runs on the event loop of the server that asked.
 */
export class ExpansionBudget {
  private seriesLeft = 0;
  private calendarLeft: number;
  private spent = 0;
  private readonly deadline: number;

  constructor(
    private readonly limits: { seriesSteps: number; calendarSteps: number; calendarMs: number; now?: () => number },
  ) {
    this.calendarLeft = limits.calendarSteps;
    this.deadline = this.now() + limits.calendarMs;
  }

  private now() {
    return this.limits.now ? this.limits.now() : performance.now();
  }

  spend(): void {
    this.calendarLeft -= 1;
    this.seriesLeft -= 1;
    if (this.calendarLeft < 0) throw new BudgetSpent('calendar');
    if (this.seriesLeft < 0) throw new BudgetSpent('series');
    if ((this.spent = (this.spent + 1) % 64) === 0 && this.now() > this.deadline) throw new BudgetSpent('calendar');
  }

  /**
   * Runs one series with a fresh share of steps. A series that spends it ends there, keeping what it found; so does
   * one that ical.js cannot expand (it throws on some rules, "BYWEEKNO does not fit to BYMONTHDAY"): one odd event
   * in a feed should not lose the cleaner all the others. Only the calendar's own budget stops everything.
   */
  series(run: () => void): void {
    this.seriesLeft = this.limits.seriesSteps;
    try {
      run();
    } catch (error) {
      if (error instanceof BudgetSpent && error.scope === 'calendar') throw error;
    }
  }

  /** Counts ical.js's own steps against this budget while `run` runs (parsing is synchronous: one budget at a time). */
  run<T>(run: () => T): T {
    const previous = guard.current;
    guard.current = this;
    try {
      return run();
    } finally {
      guard.current = previous;
    }
  }
}

/**
 * ical.js looks for a rule's next date in a loop that has no end of its own: a rule that can never occur
 * (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) never returns, one that is only rare is looked for up to the year 20000, and
 * a feed is anyone's text. Both inner steps of that loop (testing a candidate date, listing a year's days) are
 * wrapped once to spend the budget of the parse in progress; outside a parse they only pass through. The state hangs
 * on the prototype so that a second copy of this module (test isolation) shares it instead of wrapping again.
 */
type Guard = { current: ExpansionBudget | null };
type Steps = Record<'check_contracting_rules' | 'expand_year_days', (...args: unknown[]) => unknown>;
const GUARD = Symbol.for('weklean.ical-expansion-budget');
const prototype = ICAL.RecurIterator.prototype as unknown as Steps & { [GUARD]?: Guard };
const guard: Guard = (prototype[GUARD] ??= wrapSteps());

function wrapSteps(): Guard {
  const state: Guard = { current: null };
  for (const name of ['check_contracting_rules', 'expand_year_days'] as const) {
    const original = prototype[name];
    if (typeof original !== 'function') throw new Error(`ical.js has no RecurIterator.${name} to bound: see docs/decisions.md`);
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      state.current?.spend();
      return original.apply(this, args);
    };
  }
  return state;
}
