import { startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/users/me/passkeys` (docs/api/accounts.md): the account's passkeys, a second way to sign in. */
export type Passkey = Answer<Api['users']['me']['passkeys']['$get']>['passkeys'][number];

export const PASSKEYS_URL = client.users.me.passkeys.$path();

/** Whether this browser can make and use passkeys at all (no WebAuthn: the card explains instead). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && browserSupportsWebAuthn();

export const usePasskeys = () => useSWR(PASSKEYS_URL, async () => (await ok(client.users.me.passkeys.$get())).passkeys);

/**
 * Adds a passkey: the server checks the password and issues a challenge, the device makes the passkey (its prompt:
 * fingerprint, face, PIN), the server verifies it. A refusal of the device (cancelled, timed out) throws the browser's
 * error, which the card says as the biometric failure.
 */
export async function addPasskey({ name, currentPassword }: { name: string; currentPassword: string }) {
  const optionsJSON = await ok(client.users.me.passkeys.options.$post({ json: { currentPassword } }));
  const response = await startRegistration({ optionsJSON });
  return (await ok(client.users.me.passkeys.$post({ json: { name, response } }))).passkey;
}

export const useAddPasskey = () =>
  useSWRMutation(PASSKEYS_URL, (_url: string, { arg }: { arg: { name: string; currentPassword: string } }) => addPasskey(arg), {
    populateCache: (added: Passkey, current: Passkey[] | undefined) => [...(current ?? []), added],
    revalidate: false,
  });

/** `DELETE /api/users/me/passkeys/:id` `{ currentPassword }`: the answer is what is left. */
export const useRemovePasskey = () =>
  useSWRMutation(
    PASSKEYS_URL,
    async (_url: string, { arg }: { arg: { id: string; currentPassword: string } }) =>
      (await ok(client.users.me.passkeys[':id'].$delete({ param: pathParams({ id: arg.id }), json: { currentPassword: arg.currentPassword } }))).passkeys,
    { populateCache: true, revalidate: false },
  );
