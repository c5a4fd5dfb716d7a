import { useEffect } from 'react';
import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { useLive } from '../../../lib/live/live-provider';

/** `GET /api/me/home` (docs/api/home.md): the signed-in client's or cleaner's home in one answer. */
export const HOME_URL = client.me.home.$path();

export type Home = Answer<Api['me']['home']['$get']>;
export type CleanerHome = Extract<Home, { role: 'cleaner' }>;
export type ClientHome = Extract<Home, { role: 'client' }>;
export type HomeBooking = CleanerHome['requests'][number];
export type PastCleaner = ClientHome['bookAgain'][number];
export type NextStep = CleanerHome['profile']['next'][number];

/** Live frames after which the home is read again: a booking moved (a new request, an answer), a review published. */
const HOME_FRAMES = new Set(['BOOKING_UPDATED', 'REVIEW_PUBLISHED']);

/** The home, read on every visit and again whenever a booking of the person changes (no reload). */
export function useHome() {
  const live = useLive();
  const home = useSWR(HOME_URL, (): Promise<Home> => ok(client.me.home.$get()), { revalidateOnMount: true });
  const { mutate } = home;
  useEffect(
    () =>
      live.subscribe((frame) => {
        if (HOME_FRAMES.has(frame.type)) void mutate();
      }),
    [live, mutate],
  );
  return home;
}
