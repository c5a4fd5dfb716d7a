import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/**
 * Web push (issue 36, docs/api/push.md): the server's VAPID key, this device's subscription, and which pushes the
 * person receives (`GET/PUT /api/users/me/push-preferences`, the same kinds as the e-mails).
 */
export type PushPreferences = Answer<Api['users']['me']['push-preferences']['$get']>;

export const PUSH_CONFIG_URL = client.push.config.$path();
export const PUSH_PREFERENCES_URL = client.users.me['push-preferences'].$path();

/** `{ publicKey }`: null when the server sends no pushes (no VAPID keys configured). */
export const usePushConfig = () => useSWR(PUSH_CONFIG_URL, () => ok(client.push.config.$get()), { revalidateOnFocus: false });

/** Records this device's subscription (`PushSubscription.toJSON()`): its id, to remove it later. */
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  ok(
    client.push.subscriptions.$post({
      json: {
        endpoint: subscription.endpoint ?? '',
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      },
    }),
  );

export const deleteSubscription = (id: string) => ok(client.push.subscriptions[':id'].$delete({ param: pathParams({ id }) }));

export const usePushPreferences = () => useSWR(PUSH_PREFERENCES_URL, () => ok(client.users.me['push-preferences'].$get()));

/** Saves every kind; the answer replaces the cached preferences. */
export const useSavePushPreferences = () =>
  useSWRMutation(PUSH_PREFERENCES_URL, (_url: string, { arg }: { arg: PushPreferences }) => ok(client.users.me['push-preferences'].$put({ json: arg })), {
    populateCache: true,
    revalidate: false,
  });
