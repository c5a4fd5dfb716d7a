import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, sniffContentType } from '@weklean/domain';
import { makeThumbnail, stripMetadata, type FileStorage } from '@weklean/platform';
import type { AppEnv } from './env';
import { refuse, type Refusal } from './refusal';

/** Room for the multipart envelope and the other fields around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

/** Refuses a body over the upload limit with 413 before anything is read or stored. */
export const uploadLimit = () =>
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES,
    onError: (c) =>
      c.json({ code: 'document.too-large', message: c.get('t')('document.too-large', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }) }, 413),
  });

/** `document.invalid-type` in the request's language: 400 when no file came, 422 when the file is not accepted. */
export const invalidUpload = (status: 400 | 422): Refusal => refuse('document.invalid-type', status);

/** The uploaded file and the text fields of a multipart body; refused bodies never reach the storage. */
export const readUpload = async <E extends AppEnv>(c: Context<E>) => {
  const body = await c.req.parseBody().catch(() => null);
  const file = body?.file;
  if (!body || !(file instanceof File)) return null;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  return { bytes: new Uint8Array(await file.arrayBuffer()), text };
};

export const newFileId = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A JPEG or PNG recognised by its bytes (what the browser claims is ignored), else null. */
export const photoType = (bytes: Uint8Array): 'image/jpeg' | 'image/png' | null => {
  const type = sniffContentType(bytes);
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
};

/** The two files of a photo: the photo itself and its thumbnail. */
export const newPhotoFileIds = (prefix: string) => ({ fileId: newFileId(prefix), thumbnailFileId: newFileId('thumb') });

/**
 * Stores a photo re-encoded without its metadata (the EXIF position of a home) and its WebP thumbnail under the given
 * ids; null when the image cannot be decoded. `remove` deletes both again (for a command that then refuses it).
 */
export async function storePhoto(
  files: FileStorage,
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
  ids: { fileId: string; thumbnailFileId: string },
) {
  const [clean, thumbnail] = await Promise.all([stripMetadata(bytes, type), makeThumbnail(bytes)]).catch(() => [null, null]);
  if (!clean || !thumbnail) return null;
  await files.put(ids.fileId, clean, type);
  await files.put(ids.thumbnailFileId, thumbnail.bytes, thumbnail.contentType);
  return { remove: async () => void (await Promise.all([files.delete(ids.fileId), files.delete(ids.thumbnailFileId)])) };
}
