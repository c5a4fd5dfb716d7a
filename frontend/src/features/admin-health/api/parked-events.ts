import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { HEALTH_REFRESH_MS, HEALTH_URL } from './get-health';

/** An event a read model could not apply (docs/api/platform.md). */
export type ParkedEvent = Answer<Api['admin']['projections']['parked']['$get']>['items'][number];

export const PARKED_URL = client.admin.projections.parked.$path();

export async function fetchParked(): Promise<ParkedEvent[]> {
  return (await ok(client.admin.projections.parked.$get(undefined, { init: { cache: 'no-store' } }))).items;
}

export function useParkedEvents() {
  return useSWR(PARKED_URL, fetchParked, { revalidateOnMount: true, refreshInterval: HEALTH_REFRESH_MS });
}

const parkedEvent = client.admin.projections.parked[':id'];
async function send(action: 'retry' | 'skip', id: string): Promise<void> {
  if (action === 'retry') await ok(parkedEvent.retry.$post({ param: pathParams({ id }) }));
  else await ok(parkedEvent.skip.$post({ param: pathParams({ id }) }));
}

/** Retry (the event and what its stream held behind it) or skip; the list and the health are read again after. */
export function useParkedAction(action: 'retry' | 'skip') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${PARKED_URL}#${action}`, (_key: string, { arg }: { arg: string }) => send(action, arg), {
    onSuccess: () => void Promise.all([mutate(PARKED_URL), mutate(HEALTH_URL)]),
    onError: () => void mutate(PARKED_URL),
  });
}
