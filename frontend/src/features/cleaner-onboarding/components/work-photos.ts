import { CLEANER_LIMITS, type PhotoKind } from '@weklean/domain';
import type { CleanerPhoto, Me } from '../api/me-types';
import { uploadProblem, type UploadProblem } from './upload-checks';

/** The photos that show the cleaner's work on the public page; the avatar has its own screen. */
export type WorkPhotoKind = Exclude<PhotoKind, 'avatar'>;

/** The server refuses more photos of one kind than this. */
export const MAX_WORK_PHOTOS = CLEANER_LIMITS.photosPerKindMax;

/** The photos of one kind, in the order they were sent. */
export function photosOf(me: Pick<Me, 'photos'>, kind: WorkPhotoKind): CleanerPhoto[] {
  return me.photos.filter((photo) => photo.kind === kind);
}

export type BatchRefusal = { name: string; problem: UploadProblem | 'over-limit' };

type ChosenFile = { name: string; type: string; size: number };

/**
 * Splits the files chosen at once into those to send and those refused in the browser: a wrong type, an empty or too
 * large file, or one past the room left under the limit (the first ones chosen are kept).
 */
export function sortBatch<F extends ChosenFile>(files: readonly F[], room: number): { accepted: F[]; refused: BatchRefusal[] } {
  const accepted: F[] = [];
  const refused: BatchRefusal[] = [];
  for (const file of files) {
    const problem = uploadProblem(file, 'photo') ?? (accepted.length >= room ? 'over-limit' : null);
    if (problem === null) accepted.push(file);
    else refused.push({ name: file.name, problem });
  }
  return { accepted, refused };
}

/**
 * Sends the files one after another, so the photos keep the order they were chosen in and each answer's `Me` is the
 * latest; a refused file does not stop the ones after it.
 */
export async function sendInTurn<F>(
  files: readonly F[],
  send: (file: F) => Promise<unknown>,
  onStart: (index: number) => void = () => {},
): Promise<{ sent: number; failures: unknown[] }> {
  let sent = 0;
  const failures: unknown[] = [];
  for (const [index, file] of files.entries()) {
    onStart(index);
    try {
      await send(file);
      sent += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  return { sent, failures };
}
