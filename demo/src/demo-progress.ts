/**
 * How far the demo's history is, while it fills in behind a started app (issue 34): the step it is on, and a percent
 * weighted by what each step costs on a quiet 2-core machine (measured; the workers' catching up is the last step).
 */
export const DEMO_STEPS = [
  { step: 'cleaners', weight: 16 },
  { step: 'newsletter', weight: 6 },
  { step: 'bookings', weight: 4 },
  { step: 'messages', weight: 1 },
  { step: 'referrals', weight: 1 },
  { step: 'reviews', weight: 21 },
  { step: 'payouts', weight: 12 },
  { step: 'gallery', weight: 9 },
  { step: 'workers', weight: 30 },
] as const;

export type DemoStep = (typeof DEMO_STEPS)[number]['step'];

/** What /api/health tells an admin of the demo (docs/api/platform.md). */
export type DemoStatus = {
  state: 'seeding' | 'ready' | 'failed';
  /** The step under way (the last one once ready). */
  step: DemoStep;
  percent: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
};

const TOTAL = DEMO_STEPS.reduce((sum, { weight }) => sum + weight, 0);
const before = (step: DemoStep) => {
  let sum = 0;
  for (const entry of DEMO_STEPS) {
    if (entry.step === step) return sum;
    sum += entry.weight;
  }
  return sum;
};

/** The demo's progress, told to `onChange` at each step (the terminal's bar) and read by the health route. */
export function createDemoProgress(onChange: (status: DemoStatus) => void = () => undefined, now: () => Date = () => new Date()) {
  let status: DemoStatus = { state: 'seeding', step: DEMO_STEPS[0].step, percent: 0, startedAt: now().toISOString(), finishedAt: null, error: null };
  const set = (patch: Partial<DemoStatus>) => {
    status = { ...status, ...patch };
    onChange(status);
  };
  return {
    status: (): DemoStatus => status,
    /** `step` begins: everything before it is done. */
    begin: (step: DemoStep) => set({ step, percent: Math.round((100 * before(step)) / TOTAL) }),
    ready: () => set({ state: 'ready', step: DEMO_STEPS.at(-1)!.step, percent: 100, finishedAt: now().toISOString() }),
    failed: (error: unknown) => set({ state: 'failed', finishedAt: now().toISOString(), error: error instanceof Error ? error.message : String(error) }),
  };
}

export type DemoProgress = ReturnType<typeof createDemoProgress>;

/** A text progress bar: `[########------------]  40%  reviews`. */
export function progressBar(status: Pick<DemoStatus, 'percent' | 'step'>, width = 24): string {
  const filled = Math.round((status.percent / 100) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(status.percent).padStart(3)}%  ${status.step}`;
}
