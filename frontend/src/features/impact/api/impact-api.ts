import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The public eco-impact figures (docs/api/impact.md): counts of completed bookings and public cleaners. */
export type ImpactFigures = Answer<Api['impact']['$get']>;
export type ImpactMonth = ImpactFigures['months'][number];

export const impactKey = '/api/impact';

export function useImpact() {
  return useSWR(impactKey, (url) => api.get<ImpactFigures>(url));
}
