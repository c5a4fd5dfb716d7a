import type { EventStore, Position } from '@weklean/domain';

/**
 * The last position visible to readers of $all, where the adapter can tell it cheaply (the PostgreSQL one, through any
 * wrapper that keeps its methods); null when the log is empty or the adapter cannot (KurrentDB: the port has no
 * backwards read). The finance replays keep it as the position they cover (issue 34).
 */
export async function headPositionOf(store: EventStore): Promise<Position | null> {
  const head = (store as EventStore & { headPosition?: () => Promise<Position | null> }).headPosition;
  return typeof head === 'function' ? head() : null;
}

/** Whether `a` comes after `b` in the log (ordered by commit, then prepare). */
export const isAfter = (a: Position, b: Position): boolean => a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
