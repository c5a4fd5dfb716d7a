import { setMaxListeners } from 'node:events';
import {
  DomainError,
  type DomainEvent,
  SYSTEM_USER,
  type EventStore,
  type Position,
  type Reaction,
  type Reactor,
  type RecordedEvent,
} from '@weklean/domain';
import { isTransient, type CommandHandler, type Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { Timers } from '../timers/timers';
import { advanceReactorCheckpoint, readReactorCheckpoint, recordReactorError } from './reactor-checkpoints';

/** Sends one reaction; called again for the same cause after a crash, so it must be idempotent (command ids). */
export type Dispatch = (reaction: Reaction, cause: RecordedEvent) => Promise<void>;


/** The adapter of an effect (a call outside the log): idempotent, it records its outcome as a command with `effectId`. */
export type EffectHandler = (data: unknown, context: { effectId: string; cause: RecordedEvent; actor: ReturnType<typeof systemActor> }) => Promise<void>;

export class UnknownEffectError extends Error {}

export const reactorLockKey = (name: string) => `weklean:reactor:${name}`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const reactorFilter = (reactor: Reactor) =>
  ({ filterOn: 'eventType', regex: `^(${reactor.eventTypes.map(escapeRegex).join('|')})$` }) as const;

/** The actor of a reaction: the product itself, in the causing event's thread. */
export const systemActor = (cause: RecordedEvent, now: Date) => ({
  userId: SYSTEM_USER,
  now,
  correlationId: typeof cause.metadata.correlationId === 'string' ? cause.metadata.correlationId : cause.id,
  causationId: cause.id,
});

/**
 * Commands now through the command handler (with the reaction's command id), timers into the timer store. A command
 * the domain refuses is an answer, not a failure: logged, and the reactor moves on.
 */
export function createDispatch(deps: {
  commands: CommandHandler;
  timers: Pick<Timers, 'schedule'>;
  logger: Logger;
  effects?: Readonly<Record<string, EffectHandler>>;
  clock?: () => Date;
}): Dispatch {
  const clock = deps.clock ?? (() => new Date());
  return async (reaction, cause) => {
    const actor = systemActor(cause, clock());
    if (reaction.kind === 'timer') {
      await deps.timers.schedule(reaction, { correlationId: actor.correlationId, causationId: actor.causationId });
      return;
    }
    if (reaction.kind === 'effect') {
      const handler = deps.effects?.[reaction.name];
      // Thrown, not skipped: the event is retried, then parked on the health page, never silently lost.
      if (!handler) throw new UnknownEffectError(`no adapter for the effect ${reaction.name}`);
      await handler(reaction.data, { effectId: reaction.effectId, cause, actor });
      return;
    }
    try {
      await deps.commands.execute(reaction.target, reaction.type, reaction.data as never, actor, { commandId: reaction.commandId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.logger.info('reaction refused by its target', { commandId: reaction.commandId, type: reaction.type, code: error.code });
    }
  };
}

/** The state of the event's stream just after it, when the reactor reads one (`source`). */
async function sourceStateOf(store: EventStore, reactor: Reactor, event: RecordedEvent): Promise<unknown> {
  if (!reactor.source) return undefined;
  let state = reactor.source.initialState;
  for await (const recorded of store.readStream(event.streamId, { maxCount: Number(event.revision) + 1 })) {
    state = reactor.source.evolve(state, { type: recorded.type, data: recorded.data } as DomainEvent);
  }
  return state;
}

/** Waits `ms`, or less when stopped; the stop listener goes with the wait (a waiting loop would pile them up). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

class CheckpointMovedError extends Error {}

/** A reaction to this event failed (not the database): counted against the event, parked after `maxAttempts`. */
class ReactionError extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`reacting to ${event.type} (${event.id}) failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** The parked-events table is shared with the projections; a reactor's rows are named `reactor:<name>`. */
export const parkedReactorName = (reactor: Pick<Reactor, 'name'>) => `reactor:${reactor.name}`;

async function parkReaction(sql: postgres.Sql, reactor: Reactor, event: RecordedEvent, error: string, attempts: number) {
  await sql`
    insert into projection_parked_events
      (projection, event_id, stream_id, stream_revision, event_type, position_commit, position_prepare, error, attempts)
    values (${parkedReactorName(reactor)}, ${event.id}, ${event.streamId}, ${event.revision.toString()}::numeric, ${event.type},
            ${event.position.commit.toString()}::numeric, ${event.position.prepare.toString()}::numeric, ${error.slice(0, 2000)}, ${attempts})
    on conflict (projection, event_id) do update set
      error = excluded.error, attempts = excluded.attempts, parked_at = now(), resolution = null, resolved_at = null, resolved_by = null`;
}

/**
 * Runs reactors on $all, each from its own checkpoint, with the projection runner's guarantees: one active consumer
 * per reactor across processes (a session advisory lock), and after a crash it resumes from the checkpoint. The
 * checkpoint moves after an event's reactions were sent, so delivery is at least once; the command ids make it
 * effectively once. A failing event is retried with a growing pause (up to 30 s) and shown on the health page.
 */
export function createReactorRuntime(options: {
  sql: postgres.Sql;
  store: EventStore;
  reactors: readonly Reactor[];
  dispatch: Dispatch;
  logger: Logger;
  lockRetryMs?: number;
  retryMs?: number;
  /** Tries of one event (a failure that is not the database's) before it is parked and the reactor moves on. */
  maxAttempts?: number;
}) {
  const { sql, store, reactors, dispatch, logger } = options;
  const lockRetryMs = options.lockRetryMs ?? 2000;
  const retryMs = options.retryMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 3;
  /** Failures per event id (per reactor): a poison event is parked after maxAttempts, as projections do. */
  const attempts = new Map<string, Map<string, number>>(reactors.map((reactor) => [reactor.name, new Map()]));
  const lastErrors = new Map<string, string>();
  const abort = new AbortController();
  // Each reactor's subscription (and its wait, if any) listens for the stop: more than Node's default warning count.
  setMaxListeners(4 * Math.max(reactors.length, 10), abort.signal);
  const loops: Promise<void>[] = [];
  /** Failures in a row per reactor, for the pause before the next try. */
  const failures = new Map<string, number>();

  const sourceState = (reactor: Reactor, event: RecordedEvent) => sourceStateOf(store, reactor, event);

  const handle = async (reactor: Reactor, event: RecordedEvent, from: Position | 'start') => {
    const failed = attempts.get(reactor.name)!;
    const tries = failed.get(event.id) ?? 0;
    if (tries >= maxAttempts) {
      // Set aside with its error for an admin (health page); the reactor moves on to the next event.
      await parkReaction(sql, reactor, event, lastErrors.get(event.id) ?? 'failed', tries);
      logger.error('reaction parked: the reactor moves on without it', { reactor: reactor.name, eventId: event.id, eventType: event.type });
    } else {
      try {
        const reactions = reactor.react(event, { state: await sourceState(reactor, event) });
        for (const reaction of reactions) await dispatch(reaction, event);
      } catch (error) {
        if (isTransient(error)) throw error;
        failed.set(event.id, tries + 1);
        lastErrors.set(event.id, error instanceof Error ? error.message : String(error));
        throw new ReactionError(event, error);
      }
    }
    if (!(await advanceReactorCheckpoint(sql, reactor.name, from, event.position))) throw new CheckpointMovedError();
    failed.delete(event.id);
    lastErrors.delete(event.id);
    failures.delete(reactor.name);
  };

  const consume = async (reactor: Reactor) => {
    let position = (await readReactorCheckpoint(sql, reactor.name)).position;
    const subscription = store.subscribeToAll({ fromPosition: position, filter: reactorFilter(reactor) });
    const onAbort = () => void subscription.close();
    abort.signal.addEventListener('abort', onAbort, { once: true });
    try {
      for await (const event of subscription) {
        if (abort.signal.aborted) return;
        if (!reactor.eventTypes.includes(event.type)) continue;
        await handle(reactor, event, position);
        position = event.position;
      }
    } finally {
      abort.signal.removeEventListener('abort', onAbort);
      await subscription.close();
    }
  };

  const run = async (reactor: Reactor) => {
    const log = logger.child({ reactor: reactor.name });
    while (!abort.signal.aborted) {
      let lockConnection: postgres.ReservedSql | null = null;
      try {
        lockConnection = await sql.reserve();
        const [row] = await lockConnection<{ locked: boolean }[]>`
          select pg_try_advisory_lock(hashtextextended(${reactorLockKey(reactor.name)}, 0)) as locked`;
        if (!row?.locked) {
          lockConnection.release();
          lockConnection = null;
          await sleep(lockRetryMs, abort.signal);
          continue;
        }
        await consume(reactor);
      } catch (error) {
        if (abort.signal.aborted) break;
        if (error instanceof CheckpointMovedError) {
          log.warn('checkpoint moved by another consumer; resuming from it');
          continue;
        }
        const failed = (failures.get(reactor.name) ?? 0) + 1;
        failures.set(reactor.name, failed);
        await recordReactorError(sql, reactor.name, error instanceof Error ? error.message : String(error)).catch(() => undefined);
        log.error(isTransient(error) ? 'reactor lost its database; resuming from its checkpoint' : 'reaction failed; retrying from the checkpoint', { error, failures: failed });
        await sleep(Math.min(retryMs * 2 ** Math.min(failed - 1, 10), 30_000), abort.signal);
      } finally {
        if (lockConnection) {
          await lockConnection`select pg_advisory_unlock(hashtextextended(${reactorLockKey(reactor.name)}, 0))`.catch(() => undefined);
          lockConnection.release();
        }
      }
    }
  };

  return {
    start() {
      for (const reactor of reactors) loops.push(run(reactor));
    },
    async stop() {
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}

export type ReactorRuntime = ReturnType<typeof createReactorRuntime>;

/**
 * A reactor as the admin's "retry" of a parked event sees it (the parked-events API takes projection-shaped targets):
 * reacting again to the event, with the same command ids, so a retry after a fix acts once.
 */
export function reactorRetryTarget(reactor: Reactor, deps: { store: EventStore; dispatch: Dispatch }) {
  return {
    name: parkedReactorName(reactor),
    eventTypes: reactor.eventTypes,
    async apply(_tx: unknown, event: RecordedEvent) {
      const state = await sourceStateOf(deps.store, reactor, event);
      for (const reaction of reactor.react(event, { state })) await deps.dispatch(reaction, event);
    },
    async reset() {},
  };
}
