import type { CancellationReason } from '@weklean/domain';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { settledBooking } from '../../../lib/read-your-writes';
import type { BookingDetails } from './booking-types';
import { bookingUrl } from './get-booking';
import { isBookingListKey } from './list-bookings';

/** Every action on a booking (docs/api/bookings.md): each answers with the booking after it (`BookingDetails`). */

/**
 * An action on the booking: every one answers with the booking after it, which replaces the cached one; the lists
 * are read again. After a refusal the booking is read again, as it has most likely changed under the user.
 */
export function useBookingMutation<Arg>(id: string, send: (arg: Arg) => Promise<BookingDetails>) {
  const { mutate } = useSWRConfig();
  const key = bookingUrl(id);
  return useSWRMutation(key, (_key: string, { arg }: { arg: Arg }) => send(arg), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void mutate(isBookingListKey),
    onError: () => void mutate(key),
  });
}

/** `POST /api/bookings/:id/accept` (cleaner; pending only → confirmed) → `BookingDetails`. */
export function acceptBooking(id: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].accept.$post({ param: pathParams({ id }) })));
}

export function useAcceptBooking(id: string) {
  return useBookingMutation(id, () => acceptBooking(id));
}

export type DeclineRequest = { reason?: string };

/** `POST /api/bookings/:id/decline` `{ reason? }` (cleaner; pending only → declined) → `BookingDetails`. */
export function declineBooking(id: string, request: DeclineRequest): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].decline.$post({ param: pathParams({ id }), json: request })));
}

export function useDeclineBooking(id: string) {
  return useBookingMutation(id, (request: DeclineRequest) => declineBooking(id, request));
}

/** `POST /api/bookings/:id/propose-time` `{ startsAt }` (cleaner; pending only; the client answers) → `BookingDetails`. */
export function proposeTime(id: string, startsAt: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id']['propose-time'].$post({ param: pathParams({ id }), json: { startsAt } })));
}

export function useProposeTime(id: string) {
  return useBookingMutation(id, (startsAt: string) => proposeTime(id, startsAt));
}

/** `POST /api/bookings/:id/accept-proposal` (client; moves the booking to the proposed time → confirmed) → `BookingDetails`. */
export function acceptProposal(id: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id']['accept-proposal'].$post({ param: pathParams({ id }) })));
}

export function useAcceptProposal(id: string) {
  return useBookingMutation(id, () => acceptProposal(id));
}

/** `POST /api/bookings/:id/decline-proposal` (client; → declinedByClient, the slot is freed) → `BookingDetails`. */
export function declineProposal(id: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id']['decline-proposal'].$post({ param: pathParams({ id }) })));
}

export function useDeclineProposal(id: string) {
  return useBookingMutation(id, () => declineProposal(id));
}

/** `POST /api/bookings/:id/postpone` `{ startsAt }` (client; up to 24 h before the start) → `BookingDetails`. */
export function postponeBooking(id: string, startsAt: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].postpone.$post({ param: pathParams({ id }), json: { startsAt } })));
}

export function usePostponeBooking(id: string) {
  return useBookingMutation(id, (startsAt: string) => postponeBooking(id, startsAt));
}

export type CancelRequest = { reason: CancellationReason; note?: string };

/** `POST /api/bookings/:id/cancel` `{ reason, note? }` (pending or confirmed; $50 by the client under 24 h) → `BookingDetails`. */
export function cancelBooking(id: string, request: CancelRequest): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].cancel.$post({ param: pathParams({ id }), json: request })));
}

export function useCancelBooking(id: string) {
  return useBookingMutation(id, (request: CancelRequest) => cancelBooking(id, request));
}

export type Position = { lat: number; lng: number };

/** `POST /api/bookings/:id/punch-in` `{ lat, lng }` (cleaner; confirmed, from 60 min before the start) → `BookingDetails`. */
export function punchIn(id: string, position: Position): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id']['punch-in'].$post({ param: pathParams({ id }), json: position })));
}

export function usePunchIn(id: string) {
  return useBookingMutation(id, (position: Position) => punchIn(id, position));
}

export type CheckTaskRequest = { taskId: string; done: boolean };

/** `POST /api/bookings/:id/checklist/:taskId` `{ done }` (cleaner, in progress) → `BookingDetails`. */
export function checkTask(id: string, { taskId, done }: CheckTaskRequest): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].checklist[':taskId'].$post({ param: pathParams({ id, taskId }), json: { done } })));
}

export function useCheckTask(id: string) {
  return useBookingMutation(id, (request: CheckTaskRequest) => checkTask(id, request));
}

/** `POST /api/bookings/:id/punch-out` `{ lat, lng }` (cleaner; in progress, checklist done, photos sent) → `BookingDetails`. */
export function punchOut(id: string, position: Position): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id']['punch-out'].$post({ param: pathParams({ id }), json: position })));
}

export function usePunchOut(id: string) {
  return useBookingMutation(id, (position: Position) => punchOut(id, position));
}

/** `POST /api/bookings/:id/payment/authenticate { succeed }` (client; simulated payments): the 3-D Secure answer. */
export function authenticatePayment(id: string, succeed: boolean): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].payment.authenticate.$post({ param: pathParams({ id }), json: { succeed } })));
}

export function useAuthenticatePayment(id: string) {
  return useBookingMutation(id, (succeed: boolean) => authenticatePayment(id, succeed));
}

/**
 * `POST /api/bookings/:id/pay { paymentMethodId }` (client; the balance of a completed booking, on-session) →
 * `BookingDetails`; 402 `payment.declined` with `reason`; 409 `payment.balance-not-due`, `payment.nothing-due`,
 * `payment.charge-in-progress`.
 */
export function payBalance(id: string, paymentMethodId: string): Promise<BookingDetails> {
  return settledBooking(id, ok(client.bookings[':id'].pay.$post({ param: pathParams({ id }), json: { paymentMethodId } })));
}

export function usePayBalance(id: string) {
  return useBookingMutation(id, (paymentMethodId: string) => payBalance(id, paymentMethodId));
}

/** `POST /api/bookings/:id/payment/sync` (client): after Stripe's 3-D Secure step, the provider's answer read now. */
export function useSyncPayment(id: string) {
  return useBookingMutation(id, () => settledBooking(id, ok(client.bookings[':id'].payment.sync.$post({ param: pathParams({ id }) }))));
}
