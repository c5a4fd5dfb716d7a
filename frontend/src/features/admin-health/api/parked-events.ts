import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { HEALTH_REFRESH_MS, HEALTH_URL } from './get-health';

/** An event a read model could not apply (docs/api/platform.md). */
export type ParkedEvent = {
  id: string;
  projection: string;
  eventId: string;
  streamId: string;
  streamRevision: string;
  eventType: string;
  error: string;
  attempts: number;
  heldBehind: string | null;
  parkedAt: string;
  resolution: 'retried' | 'skipped' | null;
};

export const PARKED_URL = '/api/admin/projections/parked';

export async function fetchParked(url: string): Promise<ParkedEvent[]> {
  const body = await api.get(url, { cache: 'no-store' });
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null;
  if (!Array.isArray(items)) throw new Error('Unexpected parked events answer');
  return items as ParkedEvent[];
}

export function useParkedEvents() {
  return useSWR(PARKED_URL, fetchParked, { revalidateOnMount: true, refreshInterval: HEALTH_REFRESH_MS });
}

/** Retry (the event and what its stream held behind it) or skip; the list and the health are read again after. */
export function useParkedAction(action: 'retry' | 'skip') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${PARKED_URL}#${action}`, (_key: string, { arg }: { arg: string }) => api.post(`${PARKED_URL}/${encodeURIComponent(arg)}/${action}`), {
    onSuccess: () => void Promise.all([mutate(PARKED_URL), mutate(HEALTH_URL)]),
    onError: () => void mutate(PARKED_URL),
  });
}
