import type { UpdateProfileDetails } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type DetailsRequest = UpdateProfileDetails['data'];

/** `PUT /api/cleaners/me/details` → `Me`. */
export function updateDetails(details: DetailsRequest): Promise<unknown> {
  return api.request('PUT', `${ME_URL}/details`, { body: details });
}

export function useUpdateDetails() {
  return useMeMutation(updateDetails);
}
