import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client } from '../../../lib/api';
import { readCleanerMe } from '../../../lib/read-your-writes';
import type { Me } from './me-types';

export const ME_URL = client.cleaners.me.$path();
/** The onboarding's reading of `Me`; the calendar keeps its own under another key of the same URL. */
export const ME_KEY = [ME_URL, 'onboarding'] as const;

/** `GET /api/cleaners/me` → `Me` (each change answers once the read model holds it: no lag after one's own change). */
export function fetchMe(): Promise<Me> {
  return readCleanerMe();
}

/** Read again on every visit: the calendar and the admins change what the onboarding shows. */
export function useCleanerMe() {
  return useSWR(ME_KEY, fetchMe, { revalidateOnMount: true });
}

/**
 * A change to the profile: every such call answers with `Me`, which replaces the cached one. After a refusal the
 * profile is read again, as a change made of several calls may have been half done.
 */
export function useMeMutation<Arg>(send: (arg: Arg) => Promise<Me>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(ME_KEY, (_key: unknown, { arg }: { arg: Arg }) => send(arg), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(ME_KEY),
  });
}
