import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Me } from './me-types';

export const ME_URL = '/api/cleaners/me';
/** The onboarding's reading of `Me`; the calendar keeps its own under another key of the same URL. */
export const ME_KEY = [ME_URL, 'onboarding'] as const;

/** Every change of the profile answers with `Me`. */
export const toMe = (body: unknown): Me => body as Me;

/** `GET /api/cleaners/me` → `Me` (read from the cleaner's own events: no lag). */
export async function fetchMe(): Promise<Me> {
  return api.get<Me>(ME_URL, { cache: 'no-store' });
}

/** Read again on every visit: the calendar and the admins change what the onboarding shows. */
export function useCleanerMe() {
  return useSWR(ME_KEY, fetchMe, { revalidateOnMount: true });
}

/**
 * A change to the profile: every such call answers with `Me`, which replaces the cached one. After a refusal the
 * profile is read again, as a change made of several calls may have been half done.
 */
export function useMeMutation<Arg>(send: (arg: Arg) => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(ME_KEY, async (_key: unknown, { arg }: { arg: Arg }) => toMe(await send(arg)), {
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(ME_KEY),
  });
}
