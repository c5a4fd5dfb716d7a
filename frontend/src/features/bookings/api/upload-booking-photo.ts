import type { PhotoPhase } from '@weklean/domain';
import { client, ok, pathParams } from '../../../lib/api';
import { settledBooking } from '../../../lib/read-your-writes';
import { useBookingMutation } from './booking-actions';
import type { BookingDetails } from './booking-types';

export type BookingPhotoUpload = { phase: PhotoPhase; taskId: string | null; file: File };

/**
 * `POST /api/bookings/:id/photos` (multipart: `phase`, `taskId?`, `file`) → 201 `BookingDetails` (cleaner, confirmed or
 * in progress; refused when the client asked for no photos). Stored without its metadata, with a thumbnail.
 */
export function uploadBookingPhoto(id: string, { phase, taskId, file }: BookingPhotoUpload): Promise<BookingDetails> {
  const form = new FormData();
  form.set('phase', phase);
  if (taskId !== null) form.set('taskId', taskId);
  form.set('file', file);
  // The route reads its multipart body itself, so Hono types no input (the form goes as the request's body), and its
  // early `invalidUpload` answers leave its output untyped: `BookingDetails`, as its 201 is `views.details`.
  return settledBooking(id, ok(client.bookings[':id'].photos.$post({ param: pathParams({ id }) }, { init: { body: form } })));
}

export function useUploadBookingPhoto(id: string) {
  return useBookingMutation(id, (upload: BookingPhotoUpload) => uploadBookingPhoto(id, upload));
}
