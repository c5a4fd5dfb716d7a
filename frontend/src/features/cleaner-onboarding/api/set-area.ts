import type { CleanerServiceAreaInput } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

/** `PUT /api/cleaners/me/area` `{ primaryCityId, serviceCityIds, coverageKm }` → `Me`. */
export function setArea(area: CleanerServiceAreaInput): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.area.$put({ json: area })));
}

export function useSetArea() {
  return useMeMutation(setArea);
}
