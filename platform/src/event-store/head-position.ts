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

type Positions = { headPosition?: () => Promise<Position | null>; committedPosition?: () => Promise<Position | null> };

/**
 * Waits until every event committed before the call is visible to readers of $all, at most `timeoutMs`. The PostgreSQL
 * adapter shows a transaction once every older one on the server has ended (postgres-event-store.ts), so a read of $all
 * right after appending can miss what was just appended while another transaction is open (a projection's batch, another
 * process's work). Adapters that cannot tell (KurrentDB, whose $all shows a commit at once) return at once.
 */
export async function allCommittedVisible(store: EventStore, timeoutMs = 60_000): Promise<void> {
  const { headPosition, committedPosition } = store as EventStore & Positions;
  if (typeof headPosition !== 'function' || typeof committedPosition !== 'function') return;
  const target = await committedPosition();
  if (!target) return;
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const head = await headPosition();
    if (head && !isAfter(target, head)) return;
    if (Date.now() > deadline) throw new Error(`events committed up to ${target.commit}/${target.prepare} were still hidden after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
