import { type CommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import type { FileStorage } from '@weklean/platform';
import type { EventStore } from '@weklean/domain';

/**
 * What deleting a cleaner's account does to their profile: `CleanerProfileClosed` on their stream (the read models
 * drop them), then, once the account and its key are gone, their photos and documents. Nothing for a non-cleaner.
 */
export function cleanerAccountCloser(deps: { store: EventStore; commands: CommandHandler; files: FileStorage; clock: () => Date }) {
  return {
    async close(userId: string): Promise<() => Promise<void>> {
      const read = await deps.commands.read(cleanerTarget(userId));
      const state = read.state;
      if (state.status !== 'started') return async () => undefined;
      await deps.commands.execute(cleanerTarget(userId), 'CloseCleanerProfile', {}, { userId, now: deps.clock() }, { from: read });
      const fileIds = [
        ...state.photos.flatMap((photo) => [photo.fileId, photo.thumbnailFileId]),
        ...state.documents.map((document) => document.fileId),
      ];
      return async () => {
        await Promise.allSettled(fileIds.map((fileId) => deps.files.delete(fileId)));
      };
    },
  };
}
