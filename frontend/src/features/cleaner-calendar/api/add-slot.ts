import type { SlotStatus } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { useScheduleMutation } from './get-schedule';

export type SlotRequest = { date: string; startTime: string; endTime: string; status: SlotStatus };

/** `POST /api/cleaners/me/slots` → 201 `Me`; an overlapping slot that day is refused with 409 and a message. */
export function addSlot(slot: SlotRequest): Promise<unknown> {
  return ok(client.cleaners.me.slots.$post({ json: slot }));
}

export function useAddSlot() {
  return useScheduleMutation(addSlot);
}
