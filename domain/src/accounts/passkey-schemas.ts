import * as v from 'valibot';
import { line, object } from '../shared/schema';

/** Bounds of the passkey inputs, shared by the form and the API. */
export const PASSKEY_LIMITS = {
  nameMax: 60,
  /** The most passkeys one account keeps (a phone, a laptop, a security key or two…). */
  perAccount: 20,
  /** A WebAuthn field in base64url: generous for an attestation object, bounded all the same. */
  fieldMax: 16_384,
  /** A credential id: at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
  credentialIdMax: 1364,
} as const;

const base64url = v.pipe(line('auth.passkey-failed'), v.maxLength(PASSKEY_LIMITS.fieldMax, 'auth.passkey-failed'), v.regex(/^[A-Za-z0-9_-]*$/, 'auth.passkey-failed'));
const anyPassword = v.pipe(line('validation.password.required'), v.nonEmpty('validation.password.required'), v.maxLength(1024));
/** Of the extensions' outputs, only credProps (whether the passkey is discoverable) is read; others are dropped. */
const extensionResults = v.optional(object({ credProps: v.optional(object({ rk: v.optional(v.boolean()) })) }), {});
const credentialId = v.pipe(base64url, v.maxLength(PASSKEY_LIMITS.credentialIdMax, 'auth.passkey-failed'));
const credential = {
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key', 'auth.passkey-failed'),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], 'auth.passkey-failed')),
};

/** What the browser's navigator.credentials.create() answered, as @simplewebauthn/browser sends it. */
export const PasskeyRegistrationResponseSchema = object({
  ...credential,
  response: object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: v.optional(base64url),
    publicKey: v.optional(base64url),
    publicKeyAlgorithm: v.optional(v.number()),
    transports: v.optional(v.pipe(v.array(v.pipe(line(), v.maxLength(20))), v.maxLength(10))),
  }, 'auth.passkey-failed'),
}, 'auth.passkey-failed');

/** What the browser's navigator.credentials.get() answered. */
export const PasskeyAuthenticationResponseSchema = object({
  ...credential,
  response: object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: v.optional(base64url),
  }, 'auth.passkey-failed'),
}, 'auth.passkey-failed');

/** Adding a passkey changes how the account is entered: it starts with the current password (issue 33, item 9). */
export const PasskeyRegistrationOptionsSchema = object({ currentPassword: anyPassword });
export const PasskeyRegistrationSchema = object({
  name: v.pipe(line('validation.passkey.name'), v.trim(), v.nonEmpty('validation.passkey.name'), v.maxLength(PASSKEY_LIMITS.nameMax, 'validation.passkey.name')),
  response: PasskeyRegistrationResponseSchema,
});
export const PasskeySignInSchema = object({
  response: PasskeyAuthenticationResponseSchema,
  rememberMe: v.optional(v.boolean(), false),
});
export const DeletePasskeySchema = object({ currentPassword: anyPassword });

/** A passkey as the account settings list it: never its key or credential id. */
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
