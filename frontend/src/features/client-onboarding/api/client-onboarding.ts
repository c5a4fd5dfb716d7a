import type { ClientOnboarding, ClientOnboardingProgress, Property } from '@weklean/domain';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

export const CLIENT_ONBOARDING_URL = '/api/me/client-onboarding';

/** `GET /api/me/client-onboarding` → where the client got to (docs/api/client-onboarding.md); read again on every visit. */
export function useClientOnboarding() {
  return useSWR(CLIENT_ONBOARDING_URL, (url: string) => api.get<ClientOnboarding>(url, { cache: 'no-store' }), { revalidateOnMount: true });
}

/** `PUT /api/me/client-onboarding`: the step reached and the answers; the answer replaces the cached state. */
export function useSaveProgress() {
  return useSWRMutation(
    CLIENT_ONBOARDING_URL,
    (url: string, { arg }: { arg: Partial<ClientOnboardingProgress> & Pick<ClientOnboardingProgress, 'step'> }) => api.put<ClientOnboarding>(url, arg),
    // A finished onboarding leads away at once: the page keeps showing the steps rather than flashing its "done" notice.
    { populateCache: (saved, current) => (saved.status === 'in-progress' || current === undefined ? saved : current), revalidate: false },
  );
}

/** The client's properties (`GET /api/properties`), for the city of the search that ends the onboarding. */
export function useClientProperties(enabled: boolean) {
  return useSWR(enabled ? ['/api/properties', 'client-onboarding'] : null, async ([url]: readonly [string, string]) =>
    (await api.get<Answer<Api['properties']['$get']>>(url, { cache: 'no-store' })).items as Property[],
  );
}
