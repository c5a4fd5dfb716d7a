import type { DeclareBusinessInfo } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type BusinessRequest = DeclareBusinessInfo['data'];

/** `PUT /api/cleaners/me/business` `{ gstNumber?, qstNumber?, insuranceExpiresOn? }` → `Me`; replaces the last one. */
export function declareBusiness(request: BusinessRequest): Promise<unknown> {
  return api.request('PUT', `${ME_URL}/business`, { body: request });
}

export function useDeclareBusiness() {
  return useMeMutation(declareBusiness);
}
