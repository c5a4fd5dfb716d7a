import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, SubmitVerificationDocumentSchema, sniffContentType, AddPhotoSchema } from '@weklean/domain';
import { makeThumbnail, stripMetadata } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { parseWith } from '../http/parse';
import { meView } from '../cleaners/me-view';
import type { CleanerMeDeps } from './cleaner-me';

/** Room for the multipart envelope and the other fields around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (c: Context<AppEnv>) =>
  c.json({ code: 'document.too-large', message: c.get('t')('document.too-large', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }) }, 413);

/** The uploaded file and the text fields of a multipart body; refused bodies never reach the storage. */
const readUpload = async (c: Context<AppEnv>) => {
  const body = await c.req.parseBody().catch(() => null);
  const file = body?.file;
  if (!body || !(file instanceof File)) return null;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  return { bytes: new Uint8Array(await file.arrayBuffer()), text };
};

const newFileId = (prefix: string) => `${prefix}-${randomUUID()}`;

/** POST /documents and /photos: multipart uploads (docs/api/cleaners.md). */
export const uploadRoutes = (deps: CleanerMeDeps & { cleanerOf: (c: Context<AppEnv>) => string }) => {
  const limit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES, onError: tooLarge });
  const missingFile = (c: Context<AppEnv>) => c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 400);
  return new Hono<AppEnv>()
    .post('/documents', limit, async (c) => {
      const cleanerId = deps.cleanerOf(c);
      const upload = await readUpload(c);
      if (!upload) return missingFile(c);
      const fileId = newFileId('doc');
      const parsed = parseWith(c, SubmitVerificationDocumentSchema, {
        documentId: randomUUID(),
        type: upload.text('type'),
        fileId,
        // The type is read from the bytes; what the browser claims is ignored.
        contentType: sniffContentType(upload.bytes) ?? 'application/octet-stream',
        sizeBytes: upload.bytes.byteLength,
        issuedOn: upload.text('issuedOn') || null,
      });
      if (!parsed.ok) return parsed.response;
      await deps.files.put(fileId, upload.bytes, parsed.value.contentType);
      try {
        const { state } = await deps.commands.execute(cleanerId, 'SubmitVerificationDocument', parsed.value, { userId: cleanerId, now: deps.clock() });
        return c.json(await meView(deps.sql, state), 201);
      } catch (error) {
        await deps.files.delete(fileId);
        throw error;
      }
    })
    .post('/photos', limit, async (c) => {
      const cleanerId = deps.cleanerOf(c);
      const upload = await readUpload(c);
      if (!upload) return missingFile(c);
      const type = sniffContentType(upload.bytes);
      if (type !== 'image/jpeg' && type !== 'image/png') {
        return c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 422);
      }
      const [fileId, thumbnailFileId] = [newFileId('photo'), newFileId('thumb')];
      const parsed = parseWith(c, AddPhotoSchema, { photoId: randomUUID(), kind: upload.text('kind'), fileId, thumbnailFileId });
      if (!parsed.ok) return parsed.response;
      const [clean, thumbnail] = await Promise.all([stripMetadata(upload.bytes, type), makeThumbnail(upload.bytes)]).catch(() => [null, null]);
      if (!clean || !thumbnail) return c.json({ code: 'document.invalid-type', message: c.get('t')('document.invalid-type') }, 422);
      await deps.files.put(fileId, clean, type);
      await deps.files.put(thumbnailFileId, thumbnail.bytes, thumbnail.contentType);
      try {
        const { state } = await deps.commands.execute(cleanerId, 'AddPhoto', parsed.value, { userId: cleanerId, now: deps.clock() });
        return c.json(await meView(deps.sql, state), 201);
      } catch (error) {
        await Promise.all([deps.files.delete(fileId), deps.files.delete(thumbnailFileId)]);
        throw error;
      }
    });
};
