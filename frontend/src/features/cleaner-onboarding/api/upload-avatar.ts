import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

/** `POST /api/cleaners/me/photos` (multipart: `kind=avatar`, `file`) → 201 `Me`; stored without its metadata. */
export function uploadAvatar(file: File): Promise<unknown> {
  const form = new FormData();
  form.set('kind', 'avatar');
  form.set('file', file);
  return api.upload(`${ME_URL}/photos`, form);
}

export function useUploadAvatar() {
  return useMeMutation(uploadAvatar);
}
