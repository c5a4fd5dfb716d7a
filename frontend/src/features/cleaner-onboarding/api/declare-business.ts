import type { DeclareBusinessInfo } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type BusinessRequest = DeclareBusinessInfo['data'];

/** `PUT /api/cleaners/me/business` `{ gstNumber?, qstNumber?, insuranceExpiresOn? }` → `Me`; replaces the last one. */
export function declareBusiness(request: BusinessRequest): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.business.$put({ json: request })));
}

export function useDeclareBusiness() {
  return useMeMutation(declareBusiness);
}
