import type { ProfilePhoto } from '@weklean/domain';
import type postgres from 'postgres';

/**
 * A client's own picture on their account row (issue 33): the account-<userId> stream decides it (ProfilePhotoSet,
 * ProfilePhotoRemoved); the BFF copies the stream's state here in the same request, as it does a suspension. Sign-in,
 * the session and the read models' joins read it from here; account deletion removes the row and, before, its files.
 */

type Db = postgres.Sql | postgres.TransactionSql;

/** Where a stored file is served (bff/src/system/file-routes.ts decides who may fetch it). */
export const profilePhotoUrl = (fileId: string): string => `/api/files/${fileId}`;

/** Copies the stream's photo onto the row (null: none); idempotent, so a retried request heals a half-done one. */
export async function applyProfilePhoto(db: Db, userId: string, photo: ProfilePhoto | null): Promise<void> {
  await db`update users set profile_pic = ${photo?.fileId ?? null}, profile_pic_thumbnail = ${photo?.thumbnailFileId ?? null}, updated_at = now()
           where id = ${userId}`;
}

/** The files of the person's picture, or null. */
export async function profilePhotoOf(db: Db, userId: string): Promise<ProfilePhoto | null> {
  const [row] = await db<{ profile_pic: string | null; profile_pic_thumbnail: string | null }[]>`
    select profile_pic, profile_pic_thumbnail from users where id = ${userId}`;
  return row?.profile_pic && row.profile_pic_thumbnail ? { fileId: row.profile_pic, thumbnailFileId: row.profile_pic_thumbnail } : null;
}

/** Whose picture a file is (the photo or its thumbnail), or null when it is nobody's. */
export async function profilePhotoOwner(db: Db, fileId: string): Promise<string | null> {
  const [row] = await db<{ id: string }[]>`
    select id::text from users where profile_pic = ${fileId} or profile_pic_thumbnail = ${fileId} limit 1`;
  return row?.id ?? null;
}
