import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ICAL from 'ical.js';

export type BusyTime = { start: Date; end: Date; allDay: boolean };

export class CalendarImportError extends Error {
  constructor(readonly reason: 'invalid-url' | 'forbidden-address' | 'unreachable' | 'too-large' | 'not-a-calendar') {
    super(`calendar import failed: ${reason}`);
    this.name = 'CalendarImportError';
  }
}

const MAX_BYTES = 2 * 1024 * 1024;

/** Loopback, private, link-local (cloud metadata), unique-local and unspecified addresses: never fetched for a user. */
export const isPrivateAddress = (address: string): boolean => {
  if (isIP(address) === 6) {
    const a = address.toLowerCase();
    if (a.startsWith('::ffff:')) return isPrivateAddress(a.slice(7));
    return a === '::1' || a === '::' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80');
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
};

/**
 * Reads the busy times of an iCal calendar (Google Calendar's secret address, Outlook, Apple…) between `from` and
 * `to`, recurring events expanded. The address is the user's: only http(s), no private network address unless
 * `allowPrivate` (tests, development), 10 s and 2 MiB at most.
 */
export async function fetchBusyTimes(
  url: string,
  window: { from: Date; to: Date },
  options: { allowPrivate?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<BusyTime[]> {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^webcal:/i, 'https:'));
  } catch {
    throw new CalendarImportError('invalid-url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new CalendarImportError('invalid-url');
  if (!options.allowPrivate) {
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((r) => r.address);
    if (addresses.length === 0) throw new CalendarImportError('unreachable');
    if (addresses.some(isPrivateAddress)) throw new CalendarImportError('forbidden-address');
  }
  const response = await (options.fetchImpl ?? fetch)(parsed, { signal: AbortSignal.timeout(10_000), redirect: 'error' }).catch(() => null);
  if (!response?.ok) throw new CalendarImportError('unreachable');
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new CalendarImportError('too-large');
  return parseBusyTimes(text, window);
}

/** The busy (not transparent, not cancelled) events of an iCal text within the window. */
export function parseBusyTimes(text: string, window: { from: Date; to: Date }): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarImportError('not-a-calendar');
  }
  if (calendar.name !== 'vcalendar') throw new CalendarImportError('not-a-calendar');
  const busy: BusyTime[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const durationMs = event.endDate ? event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime() : 0;
    const allDay = event.startDate.isDate;
    const iterator = event.iterator();
    for (let next = iterator.next(), count = 0; next && count < 1000; next = iterator.next(), count += 1) {
      const start = next.toJSDate();
      if (start > window.to) break;
      const end = new Date(start.getTime() + Math.max(durationMs, 0));
      if (end > window.from) busy.push({ start, end, allDay });
      if (!event.isRecurring()) break;
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
