import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ICAL from 'ical.js';
import { isPublicAddress } from './address-policy';
import { BudgetSpent } from './ical-budget';
import { busyOccurrences } from './ical-occurrences';

export type BusyTime = { start: Date; end: Date; allDay: boolean };

/**
 * Why an import failed, as the person is told: a malformed address, or one generic `unreachable` for everything that
 * happens once we try it (refused address, no DNS answer, connection refused, time-out, an error status, too large,
 * not a calendar) — distinct answers would turn the import into a scanner of hosts and ports. `detail` is the real
 * reason, for the logs only.
 */
export class CalendarImportError extends Error {
  constructor(
    readonly reason: 'invalid-url' | 'unreachable',
    readonly detail: string = reason,
  ) {
    super(`calendar import failed: ${reason} (${detail})`);
    this.name = 'CalendarImportError';
  }
}

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true });

const unreachable = (detail: string) => new CalendarImportError('unreachable', detail);

/**
 * The `lookup` the socket itself calls: the addresses it may connect to are the ones checked here, so a name that
 * resolves to a public address for a check and to a private one for the connection (DNS rebinding) gets nowhere.
 */
export const guardedLookup = (resolve: Resolve, allowPrivate: boolean): LookupFunction =>
  ((hostname: string, options: { all?: boolean }, callback: (error: Error | null, address: unknown, family?: number) => void) => {
    resolve(hostname).then(
      (found) => {
        const usable = allowPrivate ? found : found.filter((entry) => isPublicAddress(entry.address));
        if (usable.length === 0) return callback(unreachable(found.length === 0 ? 'no address' : `refused address ${found.map((f) => f.address).join(', ')}`), undefined);
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(unreachable(`DNS: ${error.message}`), undefined),
    );
  }) as LookupFunction;

/** GET with no redirect, a 10 s deadline and at most 2 MiB read; every failure is `unreachable`. */
function getText(url: URL, options: { allowPrivate: boolean; resolve: Resolve }): Promise<string> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) return Promise.reject(unreachable(`refused address ${literal}`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(options.resolve, options.allowPrivate),
      headers: { accept: 'text/calendar, text/plain;q=0.5' },
    });
    const deadline = setTimeout(() => request.destroy(unreachable('time-out')), TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(deadline);
      reject(error instanceof CalendarImportError ? error : unreachable(error instanceof Error ? error.message : String(error)));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        request.destroy();
        return fail(unreachable(`status ${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) request.destroy(unreachable('larger than 2 MiB'));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(deadline);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    request.end();
  });
}

/**
 * Reads the busy times of an iCal calendar (Google Calendar's secret address, Outlook, Apple…) between `from` and
 * `to`, recurring events expanded. The address is the user's: only http(s), only public addresses (checked where the
 * socket connects, see guardedLookup) unless `allowPrivate` (tests, development), 10 s and 2 MiB at most.
 */
export async function fetchBusyTimes(
  url: string,
  window: { from: Date; to: Date },
  options: { allowPrivate?: boolean; resolve?: Resolve } = {},
): Promise<BusyTime[]> {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^webcal:/i, 'https:'));
  } catch {
    throw new CalendarImportError('invalid-url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new CalendarImportError('invalid-url');
  const text = await getText(parsed, { allowPrivate: options.allowPrivate ?? false, resolve: options.resolve ?? systemResolve });
  try {
    return parseBusyTimes(text, window);
  } catch (error) {
    throw error instanceof CalendarImportError ? error : unreachable(`not a calendar: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The busy (not transparent, not cancelled) occurrences of an iCal text within the window: recurring events expanded
 * with their moved and cancelled occurrences, EXDATEs and RDATEs, in the time zones the feed names (see
 * ical-occurrences). A calendar whose recurrences need more work than any real one is refused like a non-calendar.
 */
export function parseBusyTimes(text: string, window: { from: Date; to: Date }): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw unreachable('not a calendar');
  }
  if (calendar.name !== 'vcalendar') throw unreachable('not a calendar');
  try {
    return busyOccurrences(calendar, window).sort((a, b) => a.start.getTime() - b.start.getTime());
  } catch (error) {
    if (error instanceof BudgetSpent) throw unreachable('recurrences beyond the expansion budget');
    throw error;
  }
}
