import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

export type Status = 'up' | 'degraded' | 'down';
export type ComponentHealth = { status: 'up' | 'down'; latencyMs: number; error?: string };
export type ProjectionHealth = {
  name: string;
  status: Status;
  active: boolean;
  eventsApplied: number;
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  parked: number;
  updatedAt: string | null;
};
/** A process manager of the workers: what it still has to react to, and why it stopped if it did. */
export type ReactorHealth = {
  name: string;
  status: Status;
  active: boolean;
  eventsHandled: number;
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  parked: number;
  updatedAt: string | null;
};
/** A recurring job of the workers and when it runs next. */
export type ScheduleHealth = { name: string; cron: string; timezone: string | null; nextRunAt: string | null };
/** Timers (pg-boss): `available` is false until the workers have started once. */
export type TimersHealth = {
  available: boolean;
  schedules: ScheduleHealth[];
  timers: { waiting: number; nextDueAt: string | null; firedLast24h: number; failed: number };
};
/** The demo's history filling in after a first start; null when this process seeds no demo. */
export type DemoHealth = {
  state: 'seeding' | 'ready' | 'failed';
  step: string;
  percent: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
};
/** `GET /api/health` as an admin sees it (docs/api/platform.md). */
export type HealthDetails = {
  status: Status;
  components: { eventStore: ComponentHealth; readModels: ComponentHealth; bus: ComponentHealth & { kind?: string } };
  projections: ProjectionHealth[];
  reactors: ReactorHealth[];
  parked: number;
  events: { total: number };
  /** Null when the timer tables could not be read. */
  timers: TimersHealth | null;
  live: { sockets: number; people: number; scope: 'process' };
  mail: { kind: 'smtp' | 'dev-mailbox'; sentLast24h: number | null; lastSentAt: string | null };
  demo: DemoHealth | null;
  version: string;
  versionLabel: string;
  checkedAt: string;
};

export const HEALTH_URL = client.health.$path();
/** Refreshed while the page is open: it is where an admin watches the platform recover. */
export const HEALTH_REFRESH_MS = 5_000;

const isDetails = (value: unknown): value is HealthDetails =>
  typeof value === 'object' && value !== null && 'components' in value && 'projections' in value && Array.isArray(value.projections);

/**
 * The details, also when the platform is down (503 carries them too, so the failure's body is read). The answer is
 * checked because the route gives anyone but an admin its status alone.
 */
export async function fetchHealth(): Promise<HealthDetails> {
  const body: unknown = await ok(client.health.$get(undefined, { init: { cache: 'no-store' } })).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 503) return error.body;
    throw error;
  });
  if (!isDetails(body)) throw new Error('Unexpected health answer');
  return body;
}

export function useHealth() {
  return useSWR(HEALTH_URL, fetchHealth, { refreshInterval: HEALTH_REFRESH_MS, revalidateOnMount: true });
}
