import { describe, expect, it } from 'vitest';
import { applicationServerKey, sameKey } from './push';

describe('the VAPID key as pushManager.subscribe takes it', () => {
  it('decodes a base64url P-256 public key into its 65 bytes, whatever its padding', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const raw = [...new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))];
    const base64url = btoa(String.fromCharCode(...raw)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(base64url).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect([...applicationServerKey(base64url)]).toEqual(raw);
    expect([...applicationServerKey(`${base64url}=`)]).toEqual(raw);
  });

  it('tells a subscription made with the same key from one made with another', () => {
    const key = Uint8Array.from([4, 1, 2, 3]);
    const made = (bytes: number[] | null) => ({ options: { applicationServerKey: bytes === null ? null : Uint8Array.from(bytes).buffer } }) as unknown as PushSubscription;
    expect(sameKey(made([4, 1, 2, 3]), key)).toBe(true);
    expect(sameKey(made([4, 1, 2, 4]), key)).toBe(false);
    expect(sameKey(made([4, 1, 2]), key)).toBe(false);
    expect(sameKey(made(null), key)).toBe(false);
  });
});
