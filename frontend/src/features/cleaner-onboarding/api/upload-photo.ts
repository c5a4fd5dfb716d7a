import type { PhotoKind } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type PhotoUpload = { kind: PhotoKind; file: File };

/** `POST /api/cleaners/me/photos` (multipart: `kind`, `file`) → 201 `Me`; stored without its metadata, with a thumbnail. */
export function uploadPhoto({ kind, file }: PhotoUpload): Promise<unknown> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  return api.upload(`${ME_URL}/photos`, form);
}

export function useUploadPhoto() {
  return useMeMutation(uploadPhoto);
}
