import type { CleanerRatesInput, CleanerServiceAreaInput, ServiceType } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type QuickStartChanges = {
  rates: CleanerRatesInput;
  services: { serviceTypes: ServiceType[] };
  area: CleanerServiceAreaInput;
};

/**
 * The quick start again, once the profile exists: `PUT /api/cleaners/me/rates`, `/services` and `/area`, one after
 * the other (each answers with `Me`; the last answer is kept). A refusal stops the rest.
 */
export async function updateQuickStart(changes: QuickStartChanges): Promise<Me> {
  await ok(client.cleaners.me.rates.$put({ json: changes.rates }));
  await ok(client.cleaners.me.services.$put({ json: changes.services }));
  return settledCleanerMe(ok(client.cleaners.me.area.$put({ json: changes.area })));
}

export function useUpdateQuickStart() {
  return useMeMutation(updateQuickStart);
}
