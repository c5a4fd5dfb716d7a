import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { collectingWrites, positionFrom, positionText, positionToReach, waitForCheckpoint } from '@weklean/platform';
import type { Projection } from '@weklean/projections';
import type postgres from 'postgres';

/** How long a command's answer waits for the read model it shows (ARCHITECTURE 4): past it, 202 with the position. */
export const READ_YOUR_WRITES_MS = 2000;
/**
 * How long a read after a 202 (`?after=`) waits for that position: longer than the command's own wait, since the
 * browser asked for exactly that state; a read model this far behind is answered as it is.
 */
export const READ_AFTER_MS = 10_000;

/** The answer: the read model's view (200, or 201 for a creation), or 202 with the position it has not reached yet. */
type Answer<T, S extends 200 | 201> = Response & (TypedResponse<JSONParsed<T>, S, 'json'> | TypedResponse<{ position: string }, 202, 'json'>);

export type ReadYourWrites = {
  /**
   * Runs the use case, collecting the appends it made, and waits (bounded) until `model` has applied those of its
   * event types; `reached` false when the time ran out. The position goes out as `X-Log-Position: <commit>.<prepare>`
   * whenever something was written.
   */
  settle<R>(c: Context, model: Projection, run: () => Promise<R>): Promise<{ value: R; reached: boolean; position: string | null }>;
  /** `settle`, then 200 (or `status`) with `read()`, the read model's query; 202 `{ position }` past the wait. */
  answer<T extends object, S extends 200 | 201 = 200>(c: Context, model: Projection, run: () => Promise<unknown>, read: () => Promise<T>, status?: S): Promise<Answer<T, S>>;
  /**
   * A read after a 202 (`?after=<position>`, checked by the route's schema): waits, bounded (READ_AFTER_MS), for
   * `model` to reach that position; the read then answers whatever the model holds.
   */
  after(model: Projection, after: string | undefined): Promise<void>;
};

/** Read-your-writes for command routes (ARCHITECTURE 4): a command's answer shows its own effect, from the read model. */
export function readYourWrites(sql: postgres.Sql, timeoutMs = READ_YOUR_WRITES_MS, afterMs = READ_AFTER_MS): ReadYourWrites {
  const settle: ReadYourWrites['settle'] = async (c, model, run) => {
    const { value, writes } = await collectingWrites(run);
    const position = positionToReach(writes, model.eventTypes ? [...model.eventTypes] : null);
    if (!position) return { value, reached: true, position: null };
    c.header('X-Log-Position', positionText(position));
    const reached = await waitForCheckpoint(sql, { kind: 'projection', name: model.name }, position, timeoutMs);
    return { value, reached, position: positionText(position) };
  };
  // Typed by ReadYourWrites (Hono's JSON typing of a generic body does not simplify inside the body).
  const answer = async (c: Context, model: Projection, run: () => Promise<unknown>, read: () => Promise<object>, status?: 200 | 201) => {
    const { reached, position } = await settle(c, model, run);
    if (!reached && position) return c.json({ position }, 202);
    return c.json(await read(), status ?? 200);
  };
  const after: ReadYourWrites['after'] = async (model, text) => {
    const position = positionFrom(text);
    if (position) await waitForCheckpoint(sql, { kind: 'projection', name: model.name }, position, afterMs);
  };
  return { settle, answer: answer as ReadYourWrites['answer'], after };
}
