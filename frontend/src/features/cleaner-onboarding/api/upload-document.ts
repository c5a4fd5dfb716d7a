import type { VerificationDocumentType } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { ME_URL, useMeMutation } from './get-me';

export type DocumentUpload = { type: VerificationDocumentType; file: File; issuedOn?: string };

/** `POST /api/cleaners/me/documents` (multipart: `type`, `issuedOn?`, `file`) → 201 `Me`; the server reads the type from the bytes. */
export function uploadDocument({ type, file, issuedOn }: DocumentUpload): Promise<unknown> {
  const form = new FormData();
  form.set('type', type);
  if (issuedOn !== undefined) form.set('issuedOn', issuedOn);
  form.set('file', file);
  return api.upload(`${ME_URL}/documents`, form);
}

export function useUploadDocument() {
  return useMeMutation(uploadDocument);
}
