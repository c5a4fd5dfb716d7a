import type { PhotoKind } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type PhotoUpload = { kind: PhotoKind; file: File };

/** `POST /api/cleaners/me/photos` (multipart: `kind`, `file`) → 201 `Me`; stored without its metadata, with a thumbnail. */
export function uploadPhoto({ kind, file }: PhotoUpload): Promise<Me> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  // The route reads its multipart body itself, so Hono types no input: the form goes as the request's body.
  return settledCleanerMe(ok(client.cleaners.me.photos.$post(undefined, { init: { body: form } })));
}

export function useUploadPhoto() {
  return useMeMutation(uploadPhoto);
}
