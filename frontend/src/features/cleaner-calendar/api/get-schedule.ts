import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client } from '../../../lib/api';
import { readCleanerMe } from '../../../lib/read-your-writes';
import type { Answer, Api } from '../../../lib/api-contract';
import type { Schedule } from './schedule-types';

/** Every change of the calendar answers with `Me` (docs/api/cleaners.md). */
export type Me = Answer<Api['cleaners']['me']['$get']>;

export const ME_URL = client.cleaners.me.$path();
/** The calendar's reading of `Me`; the onboarding keeps its own under another key of the same URL. */
export const SCHEDULE_KEY = [ME_URL, 'calendar'] as const;

/** The calendar's part of `Me`. */
export function toSchedule(me: Me): Schedule {
  return { started: me.started, slots: me.slots, blocks: me.blocks, availability: me.started ? me.availability : null };
}

/** `GET /api/cleaners/me` → its `started`, `slots` and `blocks`. */
export async function fetchSchedule(): Promise<Schedule> {
  return toSchedule(await readCleanerMe());
}

/** Read again on every visit: the onboarding changes the same profile. */
export function useSchedule() {
  return useSWR(SCHEDULE_KEY, fetchSchedule, { revalidateOnMount: true });
}

/** A change to the calendar answers with `Me`, which replaces the cached schedule; a refusal reads it again. */
export function useScheduleMutation<Arg>(send: (arg: Arg) => Promise<Me>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(SCHEDULE_KEY, async (_key: unknown, { arg }: { arg: Arg }) => toSchedule(await send(arg)), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(SCHEDULE_KEY),
  });
}
