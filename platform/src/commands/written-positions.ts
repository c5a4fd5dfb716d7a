import { AsyncLocalStorage } from 'node:async_hooks';
import type { Position } from '@weklean/domain';

/** One append made while a use case ran: where its last event landed in $all, and the types it appended. */
export type Write = { position: Position; eventTypes: readonly string[] };

const writes = new AsyncLocalStorage<Write[]>();

/**
 * Runs a use case and collects every append it made, through whichever command handler (the booking's, the payment
 * processor's): read-your-writes needs the position of the last event a read model must have applied, and a use case
 * spanning aggregates and a gateway writes in several places. Outside such a run, appends are not collected.
 */
export async function collectingWrites<T>(run: () => Promise<T>): Promise<{ value: T; writes: readonly Write[] }> {
  const collected: Write[] = [];
  const value = await writes.run(collected, run);
  return { value, writes: collected };
}

/** Called by the command handler after each append. */
export function noteWrite(write: Write): void {
  writes.getStore()?.push(write);
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

/**
 * The position a consumer of `eventTypes` must reach to have applied every one of these writes that it handles (null:
 * none of them is its business, nothing to wait for).
 */
export function positionToReach(collected: readonly Write[], eventTypes: readonly string[] | null): Position | null {
  let last: Position | null = null;
  for (const write of collected) {
    if (eventTypes !== null && !write.eventTypes.some((type) => eventTypes.includes(type))) continue;
    if (last === null || comparePositions(write.position, last) > 0) last = write.position;
  }
  return last;
}

/** A position as it travels in an answer (`X-Log-Position`, a 202's body): `<commit>.<prepare>`. */
export const positionText = (position: Position): string => `${position.commit}.${position.prepare}`;

/** A position read back from `positionText` (a client's `?after=`), or null when it is not one. */
export function positionFrom(text: string | undefined): Position | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text ?? '');
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}
