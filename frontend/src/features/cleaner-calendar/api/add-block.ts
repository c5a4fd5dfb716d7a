import { client, ok } from '../../../lib/api';
import { useScheduleMutation } from './get-schedule';

/** Weekly on `days` (0 = Sunday … 6) or once on `date`; between two times unless `allDay`. */
export type BlockRequest = { allDay: boolean; days?: number[]; date?: string; startTime?: string; endTime?: string };

/** `POST /api/cleaners/me/blocks` → 201 `Me`. */
export function addBlock(block: BlockRequest): Promise<unknown> {
  return ok(client.cleaners.me.blocks.$post({ json: block }));
}

export function useAddBlock() {
  return useScheduleMutation(addBlock);
}
