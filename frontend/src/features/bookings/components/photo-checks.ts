import { MAX_UPLOAD_BYTES, PHOTO_TYPES, type PhotoPhase } from '@weklean/domain';
import type { BookingDetails, BookingPhoto } from '../api/booking-types';
import type { Viewer } from './viewer';

export type PhotoProblem = 'invalid-type' | 'too-large' | 'empty';

export const MAX_PHOTO_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** The file chooser's `accept`: types and extensions, as browsers differ in which they honour. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...EXTENSIONS.map((extension) => `.${extension}`)].join(',');

/**
 * Checked before sending (JPG or PNG, 10 MB at most) so a wrong file is refused at once; the server reads the bytes
 * and decides. A browser that names no type is judged on the extension.
 */
export function photoProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk =
    file.type === '' ? (EXTENSIONS as readonly string[]).includes(extension) : (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk) return 'invalid-type';
  if (file.size === 0) return 'empty';
  return file.size > MAX_UPLOAD_BYTES ? 'too-large' : null;
}

export function photosOfPhase(photos: readonly BookingPhoto[], phase: PhotoPhase): BookingPhoto[] {
  return photos.filter((photo) => photo.phase === phase);
}

/** Whether the cleaner may publish this booking's photos: completed, photos allowed by the client, both phases shot. */
export function canPublishToGallery(booking: Pick<BookingDetails, 'status' | 'photosAllowed' | 'photos'>, viewer: Viewer): boolean {
  return (
    viewer === 'cleaner' &&
    booking.status === 'completed' &&
    booking.photosAllowed &&
    photosOfPhase(booking.photos, 'before').length > 0 &&
    photosOfPhase(booking.photos, 'after').length > 0
  );
}
