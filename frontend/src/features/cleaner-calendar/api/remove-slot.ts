import { client, ok, pathParams } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useScheduleMutation, type Me } from './get-schedule';

/** `DELETE /api/cleaners/me/slots/:id` → `Me`. */
export function removeSlot(slotId: string): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.slots[':id'].$delete({ param: pathParams({ id: slotId }) })));
}

export function useRemoveSlot() {
  return useScheduleMutation(removeSlot);
}
