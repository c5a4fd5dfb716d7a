import type { DeclareEligibility } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type EligibilityRequest = DeclareEligibility['data'];

/** `PUT /api/cleaners/me/eligibility` `{ birthDate, authorisedToWorkInCanada }` → `Me` (the birth date is not kept). */
export function declareEligibility(request: EligibilityRequest): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.eligibility.$put({ json: request })));
}

export function useDeclareEligibility() {
  return useMeMutation(declareEligibility);
}
