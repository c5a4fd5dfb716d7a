import type { SlotStatus } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useScheduleMutation, type Me } from './get-schedule';

export type SlotRequest = { date: string; startTime: string; endTime: string; status: SlotStatus };

/** `POST /api/cleaners/me/slots` → 201 `Me`; an overlapping slot that day is refused with 409 and a message. */
export function addSlot(slot: SlotRequest): Promise<Me> {
  // The route reads its body through `parseWith` (the server adds the slot's id), so Hono types no input, and its early
  // 400 leaves the output untyped: `Me`, as its 201 is `meView`.
  return settledCleanerMe(ok(client.cleaners.me.slots.$post({ json: slot })));
}

export function useAddSlot() {
  return useScheduleMutation(addSlot);
}
