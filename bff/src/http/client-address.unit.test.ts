import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientProtocol, forwardedClient, viaTrustedProxy } from './client-address';
import type { AppEnv } from './env';

const appTrusting = (trustProxy: readonly string[]) =>
  new Hono<AppEnv>()
    .use(forwardedClient(trustProxy))
    .get('/', (c) => c.json({ address: clientAddress(c), protocol: clientProtocol(c), viaTrustedProxy: viaTrustedProxy(c) }, 200));

const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer } } });
const ask = async (trustProxy: readonly string[], peer: string, headers: Record<string, string> = {}) =>
  (await (await appTrusting(trustProxy).request('http://weklean.test/', { headers }, from(peer))).json()) as {
    address: string;
    protocol: string;
    viaTrustedProxy: boolean;
  };

describe('the client behind a proxy (TRUST_PROXY)', () => {
  it('believes no forwarded header by default: the socket is the client', async () => {
    expect(await ask([], '203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' })).toEqual({
      address: '203.0.113.7',
      protocol: 'http',
      viaTrustedProxy: false,
    });
  });

  it('takes the address and scheme a trusted proxy forwards', async () => {
    expect(await ask(['172.18.0.0/16'], '172.18.0.5', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' })).toEqual({
      address: '198.51.100.1',
      protocol: 'https',
      viaTrustedProxy: true,
    });
  });

  it('stops at the first untrusted hop, so that a client cannot choose its address by adding its own header', async () => {
    // The client sent X-Forwarded-For: 10.9.9.9 itself; the proxy appended the address it saw.
    expect((await ask(['loopback'], '127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' })).address).toBe('198.51.100.1');
    // Two trusted proxies in a row: the address before them.
    expect((await ask(['loopback', '10.0.0.0/8'], '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 10.0.0.3' })).address).toBe('198.51.100.1');
  });

  it('ignores the headers of a peer that is not a trusted proxy, and a scheme that is neither http nor https', async () => {
    expect(await ask(['loopback'], '198.51.100.2', { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-proto': 'https' })).toMatchObject({
      address: '198.51.100.2',
      protocol: 'http',
    });
    expect((await ask(['loopback'], '127.0.0.1', { 'x-forwarded-proto': 'gopher' })).protocol).toBe('http');
  });

  it('keeps the proxy as the client when it forwards no address, and reads IPv6 peers', async () => {
    expect((await ask(['loopback'], '::1')).address).toBe('::1');
    expect((await ask(['::1'], '::1', { 'x-forwarded-for': '2001:db8::7' })).address).toBe('2001:db8::7');
  });
});
