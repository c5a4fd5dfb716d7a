import { client, ok, pathParams } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

/** `DELETE /api/cleaners/me/photos/:id` → `Me`. */
export function removePhoto(photoId: string): Promise<Me> {
  return settledCleanerMe(ok(client.cleaners.me.photos[':id'].$delete({ param: pathParams({ id: photoId }) })));
}

export function useRemovePhoto() {
  return useMeMutation(removePhoto);
}
