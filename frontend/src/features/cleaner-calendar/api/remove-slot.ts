import { api } from '../../../lib/api-client';
import { ME_URL, useScheduleMutation } from './get-schedule';

/** `DELETE /api/cleaners/me/slots/:id` → `Me`. */
export function removeSlot(slotId: string): Promise<unknown> {
  return api.delete(`${ME_URL}/slots/${encodeURIComponent(slotId)}`);
}

export function useRemoveSlot() {
  return useScheduleMutation(removeSlot);
}
