import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import type { DisputeReason } from '@weklean/domain';

/**
 * A booking's disputes, for its client and its cleaner (docs/api/disputes.md). The key lies under `/api/bookings`, so
 * the live frames about the booking (`BOOKING_UPDATED`, `DISPUTE_UPDATED`) read it again.
 */
export type BookingDisputes = Answer<Api['bookings'][':id']['disputes']['$get']>;
export type DisputeView = BookingDisputes['disputes'][number];

export type OpenDisputeRequest = { reason: DisputeReason; description: string; photoIds?: string[]; amountCents?: number };

export const bookingDisputesUrl = (bookingId: string): string => client.bookings[':id'].disputes.$path({ param: pathParams({ id: bookingId }) });

/** `GET /api/bookings/:id/disputes`, read again on every visit (the other side and the admins change it). */
export const useBookingDisputes = (bookingId: string, enabled = true) =>
  useSWR(enabled ? bookingDisputesUrl(bookingId) : null, () => ok(client.bookings[':id'].disputes.$get({ param: pathParams({ id: bookingId }), query: {} })), {
    revalidateOnMount: true,
  });

/**
 * `POST /api/bookings/:id/disputes` → 201 `{ id, status: 'open' }`; 409 `dispute.window-closed`, `dispute.exists`;
 * 400 `validation`. The route answers once its read model holds the dispute, so the list read after it shows it.
 */
export function useOpenDispute(bookingId: string) {
  const { mutate } = useSWRConfig();
  const key = bookingDisputesUrl(bookingId);
  return useSWRMutation(
    [key, 'open'] as const,
    (_key: unknown, { arg }: { arg: OpenDisputeRequest }) => ok(client.bookings[':id'].disputes.$post({ param: pathParams({ id: bookingId }), json: arg })),
    // Read again after a refusal too: a 409 `dispute.exists` means the other side opened one meanwhile.
    { onSuccess: () => void mutate(key), onError: () => void mutate(key) },
  );
}

/**
 * `POST /api/disputes/:id/answer` `{ text }` → the dispute after it, which replaces the one in the booking's list; 409
 * `dispute.answer-closed`. Past the server's wait it answers 202 `{ position }` instead: the list is read `?after=` it.
 */
export function useAnswerDispute(bookingId: string, disputeId: string) {
  const { mutate } = useSWRConfig();
  const key = bookingDisputesUrl(bookingId);
  return useSWRMutation(
    [key, 'answer', disputeId] as const,
    (_key: unknown, { arg }: { arg: { text: string } }) => ok(client.disputes[':id'].answer.$post({ param: pathParams({ id: disputeId }), json: arg })),
    {
      onSuccess: (answer) => {
        // Past the server's wait: the list as of that position (the route waits for its read model to reach it).
        if ('position' in answer) {
          const read = ok(client.bookings[':id'].disputes.$get({ param: pathParams({ id: bookingId }), query: { after: answer.position } }));
          return void mutate(key, read, { revalidate: false });
        }
        return void mutate(
          key,
          (current: BookingDisputes | undefined) => current && { ...current, disputes: current.disputes.map((dispute) => (dispute.id === answer.id ? answer : dispute)) },
          { revalidate: true },
        );
      },
      onError: () => void mutate(key),
    },
  );
}
