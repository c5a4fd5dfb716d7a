import { client, ok, pathParams } from '../../../lib/api';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

/** `DELETE /api/cleaners/me/photos/:id` → `Me`. */
export function removePhoto(photoId: string): Promise<Me> {
  return ok(client.cleaners.me.photos[':id'].$delete({ param: pathParams({ id: photoId }) }));
}

export function useRemovePhoto() {
  return useMeMutation(removePhoto);
}
