import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/session/session-api';
import { parseUserPayload } from '../../../lib/session/user';

export const PASSKEY_SIGN_IN_URL = client.auth.passkeys['sign-in'].verify.$path();

/** Whether the sign-in page offers passkeys (a browser without WebAuthn has none to offer). */
export const passkeySignInSupported = (): boolean => typeof window !== 'undefined' && browserSupportsWebAuthn();

/**
 * Signs in with a passkey (docs/api/accounts.md): the server's challenge, the device's prompt (it offers the passkeys it
 * holds for the site: no e-mail to type), the server's verification; the same session as a password sign-in.
 */
export async function signInWithPasskey(rememberMe: boolean): Promise<CurrentUser> {
  const optionsJSON = await ok(client.auth.passkeys['sign-in'].options.$post());
  const response = await startAuthentication({ optionsJSON });
  const payload = parseUserPayload(await ok(client.auth.passkeys['sign-in'].verify.$post({ json: { response, rememberMe } })));
  if (payload === null) throw new Error('Unexpected sign-in answer');
  return payload;
}

export const usePasskeySignIn = () =>
  useSWRMutation(PASSKEY_SIGN_IN_URL, (_url: string, { arg }: { arg: { rememberMe: boolean } }) => signInWithPasskey(arg.rememberMe));
