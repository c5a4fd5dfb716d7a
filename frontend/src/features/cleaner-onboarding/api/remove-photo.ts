import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

/** `DELETE /api/cleaners/me/photos/:id` → `Me`. */
export function removePhoto(photoId: string): Promise<unknown> {
  return api.delete(`${ME_URL}/photos/${encodeURIComponent(photoId)}`);
}

export function useRemovePhoto() {
  return useMeMutation(removePhoto);
}
