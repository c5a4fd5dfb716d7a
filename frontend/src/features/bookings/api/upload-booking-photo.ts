import type { PhotoPhase } from '@weklean/domain';
import { api } from '../../../lib/api-client';
import { useBookingMutation } from './booking-actions';
import { bookingUrl } from './get-booking';

export type BookingPhotoUpload = { phase: PhotoPhase; taskId: string | null; file: File };

/**
 * `POST /api/bookings/:id/photos` (multipart: `phase`, `taskId?`, `file`) → 201 `BookingDetails` (cleaner, confirmed or
 * in progress; refused when the client asked for no photos). Stored without its metadata, with a thumbnail.
 */
export function uploadBookingPhoto(id: string, { phase, taskId, file }: BookingPhotoUpload): Promise<unknown> {
  const form = new FormData();
  form.set('phase', phase);
  if (taskId !== null) form.set('taskId', taskId);
  form.set('file', file);
  return api.upload(`${bookingUrl(id)}/photos`, form);
}

export function useUploadBookingPhoto(id: string) {
  return useBookingMutation(id, (upload: BookingPhotoUpload) => uploadBookingPhoto(id, upload));
}
