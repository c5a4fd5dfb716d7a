import { api } from '../../../lib/api-client';
import { ME_URL, useScheduleMutation } from './get-schedule';

/** Weekly on `days` (0 = Sunday … 6) or once on `date`; between two times unless `allDay`. */
export type BlockRequest = { allDay: boolean; days?: number[]; date?: string; startTime?: string; endTime?: string };

/** `POST /api/cleaners/me/blocks` → 201 `Me`. */
export function addBlock(block: BlockRequest): Promise<unknown> {
  return api.post(`${ME_URL}/blocks`, block);
}

export function useAddBlock() {
  return useScheduleMutation(addBlock);
}
