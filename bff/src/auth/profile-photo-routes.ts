import { Hono } from 'hono';
import { accountTarget, type ProfilePhoto, type Role } from '@weklean/domain';
import { applyProfilePhoto, profilePhotoOf, publicUser, type AccountsRepository, type CommandHandler, type FileStorage } from '@weklean/platform';
import type postgres from 'postgres';
import { requireRole, type RoleEnv } from '../http/require-role';
import { refuse } from '../http/refusal';
import { newPhotoFileIds, photoType, readUpload, storePhoto, uploadLimit } from '../http/uploads';
import { withProfilePic } from './profile-pic';

type ProfilePhotoDeps = { sql: postgres.Sql; files: FileStorage; commands: CommandHandler; accounts: AccountsRepository; clock: () => Date };

/** What a refused photo answers: 400 and the reason in the request's language. */
const invalidPhoto = () => refuse('account.profile-photo-invalid', 400);

/**
 * /api/users/me/photo (docs/api/accounts.md): a client's own picture, through the cleaners' photo pipeline (the same
 * size limit, JPEG or PNG read from the bytes, re-encoded without EXIF, a WebP thumbnail). The account stream decides
 * (ProfilePhotoSet, ProfilePhotoRemoved); its state is then copied onto the account row, and the files it no longer
 * names are deleted.
 */
export const profilePhotoRoutes = (deps: ProfilePhotoDeps) => {
  const { sql, files, commands } = deps;
  const deleteFiles = async (photo: ProfilePhoto | null, keep: ProfilePhoto | null) => {
    if (photo === null || photo.fileId === keep?.fileId) return;
    await Promise.all([files.delete(photo.fileId), files.delete(photo.thumbnailFileId)]);
  };
  const answer = async (userId: string) => {
    const account = await deps.accounts.byId(userId);
    if (!account) throw refuse('users.not-found', 404);
    return { user: publicUser(await withProfilePic(sql, account)) };
  };
  return new Hono<RoleEnv<Role | null>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole())
    .put('/', uploadLimit(), async (c) => {
      const account = c.get('user');
      const actor = { userId: account.id, now: deps.clock() };
      const upload = await readUpload(c);
      if (!upload) throw invalidPhoto();
      const type = photoType(upload.bytes);
      if (!type) throw invalidPhoto();
      const ids = newPhotoFileIds('profile');
      const stored = await storePhoto(files, upload.bytes, type, ids);
      if (!stored) throw invalidPhoto();
      const before = await profilePhotoOf(sql, account.id);
      try {
        const { state } = await commands.execute(
          accountTarget(account.id),
          'SetProfilePhoto',
          { userId: account.id, ...ids, role: account.role },
          actor,
        );
        await applyProfilePhoto(sql, account.id, state.photo);
      } catch (error) {
        await stored.remove();
        throw error;
      }
      await deleteFiles(before, ids);
      return c.json(await answer(account.id), 200);
    })
    .delete('/', async (c) => {
      const account = c.get('user');
      const before = await profilePhotoOf(sql, account.id);
      const { events, state } = await commands.execute(accountTarget(account.id), 'RemoveProfilePhoto', { userId: account.id }, {
        userId: account.id,
        now: deps.clock(),
      });
      await applyProfilePhoto(sql, account.id, state.photo);
      const removed = events.find((event) => event.type === 'ProfilePhotoRemoved');
      if (removed?.type === 'ProfilePhotoRemoved') await deleteFiles(removed.data, state.photo);
      await deleteFiles(before, state.photo);
      return c.json(await answer(account.id), 200);
    });
};
