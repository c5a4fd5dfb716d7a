import type { UpdateProfileDetails } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type DetailsRequest = UpdateProfileDetails['data'];

/** `PUT /api/cleaners/me/details` → `Me`. */
export function updateDetails(details: DetailsRequest): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.details.$put({ json: details })));
}

export function useUpdateDetails() {
  return useMeMutation(updateDetails);
}
