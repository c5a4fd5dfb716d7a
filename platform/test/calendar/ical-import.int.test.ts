import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarImportError, fetchBusyTimes, parseBusyTimes, type Resolve } from '../../src/calendar/ical-import';

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:one@test',
  'DTSTART:20261124T140000Z',
  'DTEND:20261124T160000Z',
  'SUMMARY:Dentiste',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTART:20261123T130000Z',
  'DTEND:20261123T140000Z',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@test',
  'DTSTART:20261125T130000Z',
  'DTEND:20261125T140000Z',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allday@test',
  'DTSTART;VALUE=DATE:20261126',
  'DTEND;VALUE=DATE:20261127',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');
const window = { from: new Date('2026-11-22T00:00:00Z'), to: new Date('2026-12-06T00:00:00Z') };

describe('iCal import', () => {
  let server: ReturnType<typeof createServer>;
  let base: string;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/big.ics') return response.writeHead(200, { 'content-type': 'text/calendar' }).end('x'.repeat(3 * 1024 * 1024));
      if (request.url === '/moved.ics') return response.writeHead(302, { location: '/cal.ics' }).end();
      if (request.url === '/cal.ics') response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
      else response.writeHead(404).end();
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads busy events, expands recurrences within the window, and skips free ones', () => {
    const busy = parseBusyTimes(calendar, window);
    expect(busy.map((b) => b.start.toISOString())).toEqual([
      '2026-11-23T13:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
      // The all-day event: Quebec midnight (standard time) of 26 November, to the next.
      '2026-11-26T05:00:00.000Z',
      '2026-11-30T13:00:00.000Z',
    ]);
    expect(busy.find((b) => b.allDay)).toMatchObject({ end: new Date('2026-11-27T05:00:00Z') });
  });

  it('fetches a calendar over HTTP when private addresses are allowed (tests), and refuses them otherwise', async () => {
    expect(await fetchBusyTimes(`${base}/cal.ics`, window, { allowPrivate: true })).toHaveLength(4);
    await expect(fetchBusyTimes(`${base}/cal.ics`, window)).rejects.toMatchObject({ reason: 'unreachable' });
    await expect(fetchBusyTimes(`${base}/missing.ics`, window, { allowPrivate: true })).rejects.toBeInstanceOf(CalendarImportError);
    await expect(fetchBusyTimes('file:///etc/passwd', window)).rejects.toMatchObject({ reason: 'invalid-url' });
    await expect(fetchBusyTimes('not a url', window)).rejects.toMatchObject({ reason: 'invalid-url' });
  });

  it.each([
    ['IPv4-mapped IPv6, hex', (p: number) => `http://[::ffff:7f00:1]:${p}/cal.ics`],
    ['IPv4-mapped IPv6, dotted', (p: number) => `http://[::ffff:127.0.0.1]:${p}/cal.ics`],
    ['a decimal address', (p: number) => `http://2130706433:${p}/cal.ics`],
    ['a hexadecimal address', (p: number) => `http://0x7f.1:${p}/cal.ics`],
    ['localhost', (p: number) => `http://localhost:${p}/cal.ics`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/cal.ics`],
    ['NAT64 of loopback', (p: number) => `http://[64:ff9b::7f00:1]:${p}/cal.ics`],
  ])('refuses %s without ever connecting', async (_, url) => {
    const before = connections;
    await expect(fetchBusyTimes(url(port), window)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(connections).toBe(before);
  });

  it('checks the address the socket connects to, so a name that resolves to a private address is refused (DNS rebinding)', async () => {
    // There is no separate check before the request: the resolver is asked once, by the socket, and what it answers is
    // judged there, so a name cannot be public when checked and private when connected.
    const resolved: string[] = [];
    const toLoopback: Resolve = async (hostname) => (resolved.push(hostname), [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
    const before = connections;
    await expect(fetchBusyTimes(`http://calendar.example:${port}/cal.ics`, window, { resolve: toLoopback })).rejects.toMatchObject({ reason: 'unreachable' });
    expect(resolved).toEqual(['calendar.example']);
    expect(connections).toBe(before);
    // And the injected resolver is what connects: allowed to reach private addresses, the same name reads the calendar.
    const busy = await fetchBusyTimes(`http://calendar.example:${port}/cal.ics`, window, { allowPrivate: true, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(busy).toHaveLength(4);
  });

  it('gives one answer whatever went wrong: an error status, a redirect, too large, not a calendar, a closed port', async () => {
    const reasons = new Set<string>();
    for (const url of [`${base}/missing.ics`, `${base}/moved.ics`, `${base}/big.ics`, 'http://127.0.0.1:1/cal.ics']) {
      const error = await fetchBusyTimes(url, window, { allowPrivate: true }).then(() => null, (e: unknown) => e);
      expect(error, url).toBeInstanceOf(CalendarImportError);
      reasons.add((error as CalendarImportError).reason);
    }
    expect([...reasons]).toEqual(['unreachable']);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseBusyTimes('<html></html>', window)).toThrow(CalendarImportError);
  });
});
