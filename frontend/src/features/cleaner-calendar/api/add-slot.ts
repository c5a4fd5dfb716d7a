import type { SlotStatus } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useScheduleMutation } from './get-schedule';

export type SlotRequest = { date: string; startTime: string; endTime: string; status: SlotStatus };

/** `POST /api/cleaners/me/slots` → 201 `Me`; an overlapping slot that day is refused with 409 and a message. */
export function addSlot(slot: SlotRequest): Promise<unknown> {
  return api.post(`${ME_URL}/slots`, slot);
}

export function useAddSlot() {
  return useScheduleMutation(addSlot);
}
