import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** The public eco-impact figures (docs/api/impact.md): counts of completed bookings and public cleaners. */
export type ImpactFigures = Answer<Api['impact']['$get']>;
export type ImpactMonth = ImpactFigures['months'][number];

export const impactKey = client.impact.$path();

export function useImpact() {
  return useSWR(impactKey, () => ok(client.impact.$get()));
}
