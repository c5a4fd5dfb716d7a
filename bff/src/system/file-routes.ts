import { Hono } from 'hono';
import { profilePhotoOwner, type FileStorage } from '@weklean/platform';
import type postgres from 'postgres';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/refusal';
import { fileOwner, isCleanerOfClient, isPublicGalleryFile } from '@weklean/projections';

/** A client's own picture (the photo or its thumbnail) and whose it is, or null. */
const clientPictureOwner = async (sql: postgres.Sql, id: string) => {
  const clientId = await profilePhotoOwner(sql, id);
  return clientId === null ? null : { kind: 'client-picture' as const, clientId };
};

/**
 * GET /api/files/:id. Photos (and their thumbnails) of a cleaner's profile and of the public gallery's pairs are
 * public; a verification document is served only to its cleaner and to admins, never cached, and downloaded rather than shown inline.
 * A client's own picture is served to them, to admins and to the cleaners of their bookings, cached privately; to
 * anyone else it is not found.
 */
export const fileRoutes = (deps: { sql: postgres.Sql; files: FileStorage }) =>
  new Hono<AppEnv>().get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[a-z0-9][a-z0-9-]{7,80}$/.test(id)) throw notFound();
    // A booking photo a cleaner published in the gallery is public while its pair is shown there.
    const owner =
      (await fileOwner(deps.sql, id)) ??
      ((await isPublicGalleryFile(deps.sql, id)) ? { kind: 'photo' as const } : null) ??
      (await clientPictureOwner(deps.sql, id));
    if (!owner) throw notFound();
    if (owner.kind === 'client-picture') {
      const account = c.get('account');
      const allowed =
        account !== null &&
        (account.id === owner.clientId || account.role === 'admin' || (account.role === 'cleaner' && (await isCleanerOfClient(deps.sql, account.id, owner.clientId))));
      if (!allowed) throw notFound();
    }
    if (owner.kind === 'document') {
      const account = c.get('account');
      if (!account || (account.role !== 'admin' && account.id !== owner.cleanerId)) throw notFound();
    }
    const file = await deps.files.get(id);
    if (!file) throw notFound();
    c.header('Content-Type', file.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    if (owner.kind === 'document') {
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', 'attachment');
    } else if (owner.kind === 'client-picture') {
      // Never in a shared cache; the browser keeps it a while (a new picture has a new address).
      c.header('Cache-Control', 'private, max-age=3600');
    } else {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    return c.body(new Uint8Array(file.bytes), 200);
  });
