import type { StartCleanerProfile } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type StartProfileRequest = Omit<StartCleanerProfile['data'], 'cleanerId'>;

/** `POST /api/cleaners/me/start` → 201 `Me`: the quick start, once. */
export function startProfile(request: StartProfileRequest): Promise<unknown> {
  return api.post(`${ME_URL}/start`, request);
}

export function useStartProfile() {
  return useMeMutation(startProfile);
}
