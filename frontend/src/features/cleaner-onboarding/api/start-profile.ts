import type { StartCleanerProfile } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type StartProfileRequest = Omit<StartCleanerProfile['data'], 'cleanerId'>;

/** `POST /api/cleaners/me/start` → 201 `Me`: the quick start, once. */
export function startProfile(request: StartProfileRequest): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.start.$post({ json: request })));
}

export function useStartProfile() {
  return useMeMutation(startProfile);
}
