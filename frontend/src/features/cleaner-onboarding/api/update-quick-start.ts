import type { CleanerRatesInput, CleanerServiceAreaInput, ServiceType } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type QuickStartChanges = {
  rates: CleanerRatesInput;
  services: { serviceTypes: ServiceType[] };
  area: CleanerServiceAreaInput;
};

/**
 * The quick start again, once the profile exists: `PUT /api/cleaners/me/rates`, `/services` and `/area`, one after
 * the other (each answers with `Me`; the last answer is kept). A refusal stops the rest.
 */
export async function updateQuickStart(changes: QuickStartChanges): Promise<unknown> {
  await api.request('PUT', `${ME_URL}/rates`, { body: changes.rates });
  await api.request('PUT', `${ME_URL}/services`, { body: changes.services });
  return api.request('PUT', `${ME_URL}/area`, { body: changes.area });
}

export function useUpdateQuickStart() {
  return useMeMutation(updateQuickStart);
}
