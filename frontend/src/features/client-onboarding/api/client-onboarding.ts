import type { ClientOnboardingProgress, Property } from '@weklean/domain';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';

const onboarding = client.me['client-onboarding'];
export const CLIENT_ONBOARDING_URL = onboarding.$path();

/** `GET /api/me/client-onboarding` → where the client got to (docs/api/client-onboarding.md); read again on every visit. */
export function useClientOnboarding() {
  return useSWR(CLIENT_ONBOARDING_URL, () => ok(onboarding.$get(undefined, { init: { cache: 'no-store' } })), { revalidateOnMount: true });
}

/** `PUT /api/me/client-onboarding`: the step reached and the answers; the answer replaces the cached state. */
export function useSaveProgress() {
  return useSWRMutation(
    CLIENT_ONBOARDING_URL,
    (_url: string, { arg }: { arg: Partial<ClientOnboardingProgress> & Pick<ClientOnboardingProgress, 'step'> }) => ok(onboarding.$put({ json: arg })),
    // A finished onboarding leads away at once: the page keeps showing the steps rather than flashing its "done" notice.
    { populateCache: (saved, current) => (saved.status === 'in-progress' || current === undefined ? saved : current), revalidate: false },
  );
}

/** The client's properties (`GET /api/properties`), for the city of the search that ends the onboarding. */
export function useClientProperties(enabled: boolean) {
  return useSWR(enabled ? [client.properties.$path(), 'client-onboarding'] : null, async (): Promise<Property[]> =>
    (await ok(client.properties.$get(undefined, { init: { cache: 'no-store' } }))).items,
  );
}
