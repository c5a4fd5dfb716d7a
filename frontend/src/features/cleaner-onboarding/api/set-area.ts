import type { CleanerServiceAreaInput } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

/** `PUT /api/cleaners/me/area` `{ primaryCityId, serviceCityIds, coverageKm }` → `Me`. */
export function setArea(area: CleanerServiceAreaInput): Promise<unknown> {
  return api.request('PUT', `${ME_URL}/area`, { body: area });
}

export function useSetArea() {
  return useMeMutation(setArea);
}
