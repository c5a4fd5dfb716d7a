import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSKEY_LIMITS, PasskeyRegistrationSchema, PasskeySignInSchema } from './passkey-schemas';

const attestation = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ9', attestationObject: 'o2Nm', transports: ['internal'] },
  clientExtensionResults: { credProps: { rk: true } },
};
const assertion = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ9', authenticatorData: 'SZYN', signature: 'MEUC' },
};
const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('passkey schemas', () => {
  it('takes a registration with a trimmed name and keeps only the extension read (credProps)', () => {
    const parsed = v.parse(PasskeyRegistrationSchema, { name: '  Mon téléphone ', response: { ...attestation, clientExtensionResults: { credProps: { rk: true }, prf: { enabled: true } } } });
    expect(parsed.name).toBe('Mon téléphone');
    expect(parsed.response.clientExtensionResults).toEqual({ credProps: { rk: true } });
  });

  it('refuses an empty, multi-line or too long name', () => {
    for (const name of ['   ', 'a\nb', 'x'.repeat(PASSKEY_LIMITS.nameMax + 1)]) {
      expect(issuesOf(PasskeyRegistrationSchema, { name, response: attestation }).length).toBeGreaterThan(0);
    }
  });

  it('refuses answers that are not base64url or not of a public key', () => {
    expect(issuesOf(PasskeySignInSchema, { response: { ...assertion, id: 'not base64!' } })).toContain('auth.passkey-failed');
    expect(issuesOf(PasskeySignInSchema, { response: { ...assertion, type: 'password' } })).toContain('auth.passkey-failed');
    expect(issuesOf(PasskeySignInSchema, { response: { ...assertion, response: { clientDataJSON: 'eyJ9' } } }).length).toBeGreaterThan(0);
    expect(issuesOf(PasskeySignInSchema, { response: [] }).length).toBeGreaterThan(0);
  });

  it('defaults rememberMe to false and the extension results to none', () => {
    expect(v.parse(PasskeySignInSchema, { response: assertion })).toMatchObject({ rememberMe: false, response: { clientExtensionResults: {} } });
  });
});
