import { client, ok, pathParams } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useScheduleMutation, type Me } from './get-schedule';

/** `DELETE /api/cleaners/me/blocks/:id` → `Me`. */
export function removeBlock(blockId: string): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.blocks[':id'].$delete({ param: pathParams({ id: blockId }) })));
}

export function useRemoveBlock() {
  return useScheduleMutation(removeBlock);
}
