import type { EventStore, Position } from '@weklean/domain';
import type postgres from 'postgres';
import { isTransient } from '../postgres/transient';
import { applyEvents, EventApplyError } from './apply-events';
import { lockCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints';
import { eventFilter, handles, type Projection } from './consumer';

export type RebuildProgress = { applied: number; total: number };

/**
 * Empties a read model and applies the whole log again, in one transaction with its checkpoint: readers see the
 * old rows until the new ones are complete, and a running consumer waits on the checkpoint row, then resumes after
 * the last event the rebuild applied (events committed meanwhile are later in the log, so none is missed).
 */
export async function rebuildProjection(options: {
  sql: postgres.Sql;
  store: EventStore;
  projection: Projection;
  onProgress?: (progress: RebuildProgress) => void;
}): Promise<RebuildProgress> {
  const { sql, store, projection, onProgress } = options;
  await readCheckpoint(sql, { kind: 'projection', name: projection.name });
  // An event that fails is parked: the rebuild starts again with that event marked, so that it is tried in a
  // savepoint and parked instead of failing the whole rebuild (the parked rows of the old model go with it).
  const toPark = new Set<string>();
  for (;;) {
    try {
      return await rebuildOnce(sql, store, projection, toPark, onProgress);
    } catch (error) {
      if (!(error instanceof EventApplyError) || isTransient(error.cause) || toPark.has(error.event.id)) throw error;
      toPark.add(error.event.id);
    }
  }
}

async function rebuildOnce(
  sql: postgres.Sql,
  store: EventStore,
  projection: Projection,
  toPark: ReadonlySet<string>,
  onProgress?: (progress: RebuildProgress) => void,
): Promise<RebuildProgress> {
  const filter = eventFilter(projection);
  const id = { kind: 'projection', name: projection.name } as const;
  return sql.begin(async (tx) => {
    // Locking the row gives this transaction its id now: events committed after it stay out of this read.
    await lockCheckpoint(tx, id);
    let total = 0;
    for await (const event of store.readAll({ filter })) if (handles(projection, event)) total += 1;
    onProgress?.({ applied: 0, total });
    await projection.reset(tx);
    await tx`delete from projection_parked_events where projection = ${projection.name}`;
    let applied = 0;
    let last: Position | 'start' = 'start';
    const options = { toPark, attempts: () => 0, held: new Map<string, string>() };
    for await (const event of store.readAll({ filter })) {
      if (!handles(projection, event)) continue;
      await applyEvents(tx, projection, [event], options);
      applied += 1;
      last = event.position;
      if (applied % 250 === 0) onProgress?.({ applied, total: Math.max(total, applied) });
    }
    await writeCheckpoint(tx, id, last, BigInt(applied));
    onProgress?.({ applied, total: Math.max(total, applied) });
    return { applied, total: Math.max(total, applied) };
  });
}
