import { cleanerTarget } from '@weklean/domain';
import { cleanerDetails } from '@weklean/projections';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { SubmitVerificationDocumentSchema, sniffContentType, AddPhotoSchema } from '@weklean/domain';
import {
  invalidUpload,
  newFileId,
  newPhotoFileIds,
  photoType,
  readUpload,
  storePhoto,
  uploadLimit,
} from '../http/uploads';
import { parseWith } from '../http/parse';
import { myProfile } from './me-view';
import type { CleanerMeDeps } from './cleaner-me-deps';
import { type RoleEnv } from '../http/require-role';

/** POST /documents and /photos: multipart uploads (docs/api/cleaners.md). */
export const uploadRoutes = (deps: CleanerMeDeps) => {
  const limit = uploadLimit();
  return new Hono<RoleEnv<'cleaner'>>()
    .post('/documents', limit, async (c) => {
      const cleanerId = c.get('user').id;
      const upload = await readUpload(c);
      if (!upload) throw invalidUpload(400);
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
      await deps.files.put(fileId, upload.bytes, parsed.contentType);
      try {
        return await deps.reads.answer(
          c,
          cleanerDetails,
          () => deps.commands.execute(cleanerTarget(cleanerId), 'SubmitVerificationDocument', parsed, { userId: cleanerId, now: deps.clock() }),
          () => myProfile(deps, cleanerId),
          201,
        );
      } catch (error) {
        await deps.files.delete(fileId);
        throw error;
      }
    })
    .post('/photos', limit, async (c) => {
      const cleanerId = c.get('user').id;
      const upload = await readUpload(c);
      if (!upload) throw invalidUpload(400);
      const type = photoType(upload.bytes);
      if (!type) throw invalidUpload(422);
      const ids = newPhotoFileIds('photo');
      const parsed = parseWith(c, AddPhotoSchema, { photoId: randomUUID(), kind: upload.text('kind'), ...ids });
      const stored = await storePhoto(deps.files, upload.bytes, type, ids);
      if (!stored) throw invalidUpload(422);
      try {
        return await deps.reads.answer(
          c,
          cleanerDetails,
          () => deps.commands.execute(cleanerTarget(cleanerId), 'AddPhoto', parsed, { userId: cleanerId, now: deps.clock() }),
          () => myProfile(deps, cleanerId),
          201,
        );
      } catch (error) {
        await stored.remove();
        throw error;
      }
    });
};
