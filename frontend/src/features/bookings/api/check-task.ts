import { api } from '../../../lib/api-client';
import { bookingUrl, useBookingMutation } from './get-booking';

export type CheckTaskRequest = { taskId: string; done: boolean };

/** `POST /api/bookings/:id/checklist/:taskId` `{ done }` (cleaner, in progress) → `BookingDetails`. */
export function checkTask(id: string, { taskId, done }: CheckTaskRequest): Promise<unknown> {
  return api.post(`${bookingUrl(id)}/checklist/${encodeURIComponent(taskId)}`, { done });
}

export function useCheckTask(id: string) {
  return useBookingMutation(id, (request: CheckTaskRequest) => checkTask(id, request));
}
