import { client, ok, pathParams } from '../../../lib/api';
import { useScheduleMutation, type Me } from './get-schedule';

/** `DELETE /api/cleaners/me/blocks/:id` → `Me`. */
export function removeBlock(blockId: string): Promise<Me> {
  return ok(client.cleaners.me.blocks[':id'].$delete({ param: pathParams({ id: blockId }) }));
}

export function useRemoveBlock() {
  return useScheduleMutation(removeBlock);
}
