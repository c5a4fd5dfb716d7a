import { api } from '../../../lib/api-client';
import { ME_URL, useScheduleMutation } from './get-schedule';

/** `DELETE /api/cleaners/me/blocks/:id` → `Me`. */
export function removeBlock(blockId: string): Promise<unknown> {
  return api.delete(`${ME_URL}/blocks/${encodeURIComponent(blockId)}`);
}

export function useRemoveBlock() {
  return useScheduleMutation(removeBlock);
}
