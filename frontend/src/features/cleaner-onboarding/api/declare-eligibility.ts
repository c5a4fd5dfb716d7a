import type { DeclareEligibility } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type EligibilityRequest = DeclareEligibility['data'];

/** `PUT /api/cleaners/me/eligibility` `{ birthDate, authorisedToWorkInCanada }` → `Me` (the birth date is not kept). */
export function declareEligibility(request: EligibilityRequest): Promise<unknown> {
  return api.request('PUT', `${ME_URL}/eligibility`, { body: request });
}

export function useDeclareEligibility() {
  return useMeMutation(declareEligibility);
}
