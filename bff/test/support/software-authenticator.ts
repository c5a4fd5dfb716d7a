import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the server's tests: a P-256 key pair whose answers (attestation `none`,
 * assertions) are built byte for byte as WebAuthn lays them out, so that the server's real verification
 * (@simplewebauthn/server) checks them. Flags: user present and verified.
 */
export type SoftwarePasskey = {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKeyJwk: { x: string; y: string };
  userHandle: string | null;
  counter: number;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export function newSoftwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  return { credentialId: randomBytes(32), privateKey, publicKeyJwk: { x: jwk.x ?? '', y: jwk.y ?? '' }, userHandle: null, counter: 0 };
}

/** The answer of navigator.credentials.create() to the server's options, as @simplewebauthn/browser sends it. */
export function attest(passkey: SoftwarePasskey, options: CreationOptions, origin: string) {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
  const coseKey = isoCBOR.encode(new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(passkey.publicKeyJwk.x, 'base64url')],
    [-3, Buffer.from(passkey.publicKeyJwk.y, 'base64url')],
  ]));
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
    counterBytes(passkey.counter),
    Buffer.alloc(16), // AAGUID: none
    idLength,
    passkey.credentialId,
    Buffer.from(coseKey),
  ]);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
  passkey.userHandle = options.user.id;
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/** The answer of navigator.credentials.get(): `tamper` spoils the signature (a forged answer). */
export function assert(passkey: SoftwarePasskey, options: RequestOptions, origin: string, { tamper = false } = {}) {
  const rpId = options.rpId ?? new URL(origin).hostname;
  passkey.counter += 1;
  const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.userPresent | FLAGS.userVerified]), counterBytes(passkey.counter)]);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
  if (tamper) signed[0] = (signed[0] ?? 0) ^ 0xff;
  const signature = sign('sha256', signed, passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
    },
    clientExtensionResults: {},
  };
}
