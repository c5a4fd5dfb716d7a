import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarImportError, fetchBusyTimes, isPrivateAddress, parseBusyTimes } from '../../src/calendar/ical-import';

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
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/cal.ics') response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads busy events, expands recurrences within the window, and skips free ones', () => {
    const busy = parseBusyTimes(calendar, window);
    expect(busy.map((b) => b.start.toISOString())).toEqual([
      '2026-11-23T13:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
      expect.stringMatching(/^2026-11-2[56]T/),
      '2026-11-30T13:00:00.000Z',
    ]);
    expect(busy.find((b) => b.allDay)).toBeDefined();
  });

  it('fetches a calendar over HTTP when private addresses are allowed (tests), and refuses them otherwise', async () => {
    expect(await fetchBusyTimes(`${base}/cal.ics`, window, { allowPrivate: true })).toHaveLength(4);
    await expect(fetchBusyTimes(`${base}/cal.ics`, window)).rejects.toMatchObject({ reason: 'forbidden-address' });
    await expect(fetchBusyTimes(`${base}/missing.ics`, window, { allowPrivate: true })).rejects.toBeInstanceOf(CalendarImportError);
    await expect(fetchBusyTimes('file:///etc/passwd', window)).rejects.toMatchObject({ reason: 'invalid-url' });
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseBusyTimes('<html></html>', window)).toThrow(CalendarImportError);
  });

  it('knows the private ranges', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    for (const address of ['8.8.8.8', '142.250.64.78', '2607:f8b0::1']) expect(isPrivateAddress(address)).toBe(false);
  });
});
