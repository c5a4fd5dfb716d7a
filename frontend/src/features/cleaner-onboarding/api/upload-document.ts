import type { VerificationDocumentType } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { settledCleanerMe } from '../../../lib/read-your-writes';
import { useMeMutation } from './get-me';
import type { Me } from './me-types';

export type DocumentUpload = { type: VerificationDocumentType; file: File; issuedOn?: string };

/** `POST /api/cleaners/me/documents` (multipart: `type`, `issuedOn?`, `file`) → 201 `Me`; the server reads the type from the bytes. */
export function uploadDocument({ type, file, issuedOn }: DocumentUpload): Promise<Me> {
  const form = new FormData();
  form.set('type', type);
  if (issuedOn !== undefined) form.set('issuedOn', issuedOn);
  form.set('file', file);
  // The route reads its multipart body itself, so Hono types no input: the form goes as the request's body.
  return settledCleanerMe(ok(client.cleaners.me.documents.$post(undefined, { init: { body: form } })));
}

export function useUploadDocument() {
  return useMeMutation(uploadDocument);
}
