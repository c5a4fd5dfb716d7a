import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useScheduleMutation, type Me } from './get-schedule';

/** Weekly on `days` (0 = Sunday … 6) or once on `date`; between two times unless `allDay`. */
export type BlockRequest = { allDay: boolean; days?: number[]; date?: string; startTime?: string; endTime?: string };

/** `POST /api/cleaners/me/blocks` → 201 `Me`. */
export function addBlock(block: BlockRequest): Promise<Me> {
  // The route reads its body through `parseWith` (the server adds the block's id), so Hono types no input, and its early
  // 400 leaves the output untyped: `Me`, as its 201 is `meView`.
  return settledCleanerMe(ok(client.cleaners.me.blocks.$post({ json: block })));
}

export function useAddBlock() {
  return useScheduleMutation(addBlock);
}
