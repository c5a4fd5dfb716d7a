import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { isBookingsKey } from '../../../lib/live/live-keys';
import { HOME_URL } from './get-home';

/** The cleaner's answer to a request, from the home: `accept`, or `decline` with an optional reason. */
export type Answer = { action: 'accept' } | { action: 'decline'; reason?: string };

/**
 * `POST /api/bookings/:id/accept` and `POST /api/bookings/:id/decline { reason? }` (docs/api/bookings.md). After it,
 * or after a refusal (the request has likely changed meanwhile), the home and the booking screens read again.
 */
export function useAnswerRequest(bookingId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(HOME_URL);
    void mutate(isBookingsKey);
  };
  return useSWRMutation(
    [HOME_URL, 'answer', bookingId],
    (_key: unknown, { arg }: { arg: Answer }) =>
      arg.action === 'accept'
        ? ok(client.bookings[':id'].accept.$post({ param: pathParams({ id: bookingId }) }))
        : ok(client.bookings[':id'].decline.$post({ param: pathParams({ id: bookingId }), json: arg.reason === undefined ? {} : { reason: arg.reason } })),
    { onSuccess: refresh, onError: refresh },
  );
}
