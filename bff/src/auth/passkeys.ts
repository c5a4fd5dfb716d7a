import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_LIMITS,
  PasskeyFailedError,
  PasskeyNotFoundError,
  TooManyAttemptsError,
  type PasskeySummary,
} from '@weklean/domain';
import type { Account, AccountsRepository, RateLimiter } from '@weklean/platform';
import type { AuthService } from './auth-service';
import { CHALLENGE_SECONDS, type PasskeyStore } from './passkey-store';
import { challengeOf, type RelyingParty } from './relying-party';

export type PasskeyDeps = {
  auth: AuthService;
  accounts: AccountsRepository;
  store: PasskeyStore;
  relyingParty: RelyingParty;
  /** Sign-in challenges asked for per client address (each is a row until it expires). */
  signInOptionsLimit: RateLimiter;
};

/** Sign-in challenges per client address per minute: a person needs a few; a script filling the table is stopped. */
export const PASSKEY_OPTIONS_RATE = { perAddress: 30, windowSeconds: 60 } as const;

/** What the person's device shows as the site's name in its prompt. */
const RP_NAME = 'Weklean';
/** The browser's prompt gives up before the challenge does (CHALLENGE_SECONDS). */
const CEREMONY_TIMEOUT_MS = (CHALLENGE_SECONDS - 60) * 1000;

/** The library's verification throws on anything it refuses (a bad signature, origin, RP id…): a failure all the same. */
const verified = async <T>(check: () => Promise<T>): Promise<T | null> => {
  try {
    return await check();
  } catch {
    return null;
  }
};

const transportsOf = (values: readonly string[]) => values as AuthenticatorTransport[];

/**
 * WebAuthn passkeys, a second way to sign in (issue 33): the ceremonies' options and their verification by
 * @simplewebauthn/server, challenges spent once (passkey-store.ts), origins and RP ids from the configuration only.
 */
export function createPasskeys(deps: PasskeyDeps) {
  const { store, relyingParty } = deps;

  return {
    /** The options of navigator.credentials.create(), once the current password is checked. */
    async registrationOptions(account: Account, currentPassword: string, origin: string | undefined) {
      await deps.auth.checkCurrentPassword(account, currentPassword);
      if ((await store.countOf(account.id)) >= PASSKEY_LIMITS.perAccount) throw new PasskeyFailedError('too many passkeys');
      const rpId = relyingParty.rpIdFor(origin);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: account.email,
        userDisplayName: account.name,
        // The user handle a discoverable passkey hands back at sign-in: the account's id, nothing personal.
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        timeout: CEREMONY_TIMEOUT_MS,
        excludeCredentials: (await store.credentialIdsOf(account.id)).map((known) => ({ id: known.id, transports: transportsOf(known.transports) })),
        // Discoverable, so that signing in needs no e-mail (usernameless); verified by the device (biometrics or PIN).
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await store.issueChallenge(options.challenge, 'register', account.id, rpId);
      // Only the extension asked for (credProps) goes out: its JSON type is what the browser library takes.
      const { extensions, ...rest } = options;
      return { ...rest, ...(extensions?.credProps ? { extensions: { credProps: true } } : {}) };
    },

    /** Verifies the device's answer and keeps the passkey; nothing is kept unless all of it holds. */
    async register(account: Account, name: string, response: RegistrationResponseJSON): Promise<PasskeySummary> {
      const challenge = challengeOf(response.response.clientDataJSON);
      const spent = challenge ? await store.spendChallenge(challenge, 'register', account.id) : null;
      if (!challenge || !spent) throw new PasskeyFailedError('unknown, spent or expired challenge');
      const result = await verified(() =>
        verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: [...relyingParty.origins],
          expectedRPID: spent.rpId,
          requireUserVerification: true,
        }),
      );
      if (!result?.verified) throw new PasskeyFailedError('registration not verified');
      const { credential } = result.registrationInfo;
      // The id comes from the device's signed data, not the checked body: bounded here too (WebAuthn's 1023 bytes).
      if (credential.id.length > PASSKEY_LIMITS.credentialIdMax) throw new PasskeyFailedError('credential id too long');
      const added = await store.add({
        userId: account.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        signCount: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        rpId: spent.rpId,
        name,
      });
      if (!added) throw new PasskeyFailedError('credential already registered');
      return added;
    },

    /** The options of navigator.credentials.get(): no allowed list, the device offers the passkeys it holds for the site. */
    async signInOptions(origin: string | undefined, address: string) {
      const wait = await deps.signInOptionsLimit.hit(address);
      if (wait !== null) throw new TooManyAttemptsError(wait);
      const rpId = relyingParty.rpIdFor(origin);
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
      await store.issueChallenge(options.challenge, 'sign-in', null, rpId);
      const { extensions: _none, ...rest } = options;
      return rest;
    },

    /** Signs in with the device's answer, through the password sign-in's limits and session (auth-service.ts). */
    async signIn(response: AuthenticationResponseJSON, rememberMe: boolean, address: string) {
      let challenge: string | null = null;
      let rpId: string | null = null;
      let passkey: Awaited<ReturnType<PasskeyStore['byCredentialId']>> = null;
      return deps.auth.loginWithPasskey(
        address,
        rememberMe,
        async () => {
          challenge = challengeOf(response.response.clientDataJSON);
          // Spent first, whatever follows: an answer is tried once.
          rpId = challenge ? ((await store.spendChallenge(challenge, 'sign-in', null))?.rpId ?? null) : null;
          if (!challenge || !rpId) return null;
          passkey = await store.byCredentialId(response.id);
          // A passkey made for another host of the site does not sign in here (its signature names that host).
          if (!passkey || passkey.rpId !== rpId) return null;
          // The user handle, when the device sends it, is the account id it was made for (registrationOptions).
          const handle = response.response.userHandle;
          if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId) return null;
          return deps.accounts.byId(passkey.userId);
        },
        async () => {
          if (!passkey || !challenge || !rpId) return false;
          const known = passkey;
          const result = await verified(() =>
            verifyAuthenticationResponse({
              response,
              expectedChallenge: challenge ?? '',
              expectedOrigin: [...relyingParty.origins],
              expectedRPID: known.rpId,
              credential: { id: known.credentialId, publicKey: known.publicKey, counter: known.signCount, transports: transportsOf(known.transports) },
              requireUserVerification: true,
            }),
          );
          if (!result?.verified) return false;
          return store.recordUse(known.id, known.signCount, result.authenticationInfo.newCounter);
        },
      );
    },

    list: (userId: string) => store.listOf(userId),

    async remove(account: Account, id: string, currentPassword: string) {
      await deps.auth.checkCurrentPassword(account, currentPassword);
      if (!(await store.remove(account.id, id))) throw new PasskeyNotFoundError('no such passkey');
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
