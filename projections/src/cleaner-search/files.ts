import type { CleanerEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';

/** A cleaner's photos (avatar, gallery, portfolio); the avatar is also on the search row. */
export const FILE_EVENTS = ['CleanerPhotoAdded', 'CleanerPhotoRemoved'] as const;
export type FileEvent = Extract<CleanerEvent, { type: (typeof FILE_EVENTS)[number] }>;

export async function applyFileEvent(tx: Tx, cleanerId: string, event: FileEvent, when: string): Promise<void> {
  switch (event.type) {
    case 'CleanerPhotoAdded': {
      const d = event.data;
      await tx`
        insert into cleaner_photos (photo_id, cleaner_id, kind, file_id, thumbnail_file_id, added_at)
        values (${d.photoId}, ${cleanerId}, ${d.kind}, ${d.fileId}, ${d.thumbnailFileId}, ${when})
        on conflict (photo_id) do nothing`;
      if (d.kind === 'avatar') {
        await tx`update cleaner_profiles set avatar_file_id = ${d.fileId}, avatar_thumbnail_file_id = ${d.thumbnailFileId} where cleaner_id = ${cleanerId}`;
      }
      return;
    }
    case 'CleanerPhotoRemoved':
      await tx`delete from cleaner_photos where photo_id = ${event.data.photoId}`;
      if (event.data.kind === 'avatar' && event.data.replacedBy === null) {
        await tx`update cleaner_profiles set avatar_file_id = null, avatar_thumbnail_file_id = null where cleaner_id = ${cleanerId}`;
      }
      return;
  }
}
