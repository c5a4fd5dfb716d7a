/**
 * Presence (SPEC 4: online, offline, busy, away): what the other person of a confirmed booking sees beside one's name.
 * Pure rules; the BFF keeps each open socket's chosen status (bff/src/live/presence.ts) and asks these what it makes.
 */

export const PRESENCE_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
/** What one open socket says of its person (SET_PRESENCE): `offline` is no socket at all, never said. */
export const CHOSEN_PRESENCES = ['online', 'away', 'busy'] as const;
export type ChosenPresence = (typeof CHOSEN_PRESENCES)[number];

/** The bookings whose two people see each other's presence: confirmed, or under way (the cleaner punched in). */
export const PRESENCE_BOOKING_STATUSES = ['confirmed', 'in_progress'] as const;

/** The browser says `away` after so long hidden or without input (docs/api/messages.md, "Presence"). */
export const PRESENCE_IDLE_MS = 5 * 60_000;
/** A socket's entry lasts so long unless its heartbeat (a PING, every 30 s from the app) renews it. */
export const PRESENCE_TTL_MS = 90_000;

/** The live message a counterpart's socket gets (also listed in `LiveMessage`). */
export type PresenceMessage = { type: 'PRESENCE'; userId: string; status: PresenceStatus; at: string };

/**
 * A person's presence from what their open sockets say and whether they are punched in on a booking:
 * no socket is `offline`; punched in, or one screen set to busy, is `busy`; one screen in use is `online`; every
 * screen idle or hidden is `away`.
 */
export function presenceOf(sockets: readonly ChosenPresence[], punchedIn: boolean): PresenceStatus {
  if (sockets.length === 0) return 'offline';
  if (punchedIn || sockets.includes('busy')) return 'busy';
  if (sockets.includes('online')) return 'online';
  return 'away';
}

/** What a screen says of its person: what they chose (busy, or not) unless the page is idle or hidden. */
export function chosenPresenceOf(screen: { busy: boolean; idle: boolean }): ChosenPresence {
  if (screen.busy) return 'busy';
  return screen.idle ? 'away' : 'online';
}

/** The other person of a booking, seen from `userId` (null when `userId` is neither). */
export function counterpartOf(booking: { clientId: string; cleanerId: string }, userId: string): string | null {
  if (booking.clientId === userId) return booking.cleanerId;
  if (booking.cleanerId === userId) return booking.clientId;
  return null;
}
