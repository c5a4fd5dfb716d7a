import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  type Actor,
  type Command,
  type CommandData,
  type CommandMetadata,
  type CommandTarget,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type Position,
  type StreamState,
} from '@weklean/domain';
import { noteWrite } from './written-positions';

export type CommandResult<State, Event> = {
  events: Event[];
  /** The new state, after the events. */
  state: State;
  /** Where the last event landed in $all (for read-your-writes), null when nothing was appended. */
  position: Position | null;
  /** The stream had already acted on this command id: nothing was decided again. */
  duplicate: boolean;
  /** The stream as this command left it: a next command of the same request may start from it (`from`). */
  stream: LoadedStream<State>;
};

/** A stream as read, or as a command left it: its state, the revision the next append expects, the ids it acted on. */
export type LoadedStream<State> = { state: State; revision: StreamState; commandIds: ReadonlySet<string> };

export type ExecuteOptions<State = unknown> = {
  /**
   * Set by reactors and timers (derived from the event that caused the command): a stream acts once per id, so a
   * second delivery of the same cause changes nothing.
   */
  commandId?: string;
  /**
   * The stream as a previous command of the same request left it (its result's `stream`): decided on without reading
   * the stream again. Safe as the append expects that revision: when another writer got there in between, the append
   * fails and the retry reads the stream as usual.
   */
  from?: LoadedStream<State>;
};

/** The audit metadata of a command: who acts and the thread of causes an admin follows in a history. Built here only. */
const metadataOf = (actor: Actor, commandId: string | undefined) => {
  const correlationId = actor.correlationId ?? randomUUID();
  const command: CommandMetadata = { now: actor.now.toISOString(), userId: actor.userId };
  const event: EventMetadata = {
    userId: actor.userId,
    correlationId,
    causationId: actor.causationId ?? correlationId,
    occurredAt: command.now,
    ...(commandId ? { commandId } : {}),
  };
  return { command, event };
};

/** Rebuilds the stream's state; `revision` is what the next append must expect; `commandIds` what it acted on. */
async function loadStream<State, C extends Command, E extends DomainEvent>(store: EventStore, target: CommandTarget<State, C, E>): Promise<LoadedStream<State>> {
  let state = target.decider.initialState;
  let revision: StreamState = 'no_stream';
  const commandIds = new Set<string>();
  for await (const recorded of store.readStream(target.stream)) {
    state = target.decider.evolve(state, { type: recorded.type, data: recorded.data } as E);
    revision = recorded.revision;
    if (typeof recorded.metadata.commandId === 'string') commandIds.add(recorded.metadata.commandId);
  }
  return { state, revision, commandIds };
}

/**
 * The one way a command runs: load the stream, decide, append at the revision read. When another writer got there
 * first, it reads again and decides again on the new state (a rule such as "slot already taken" then refuses the
 * loser, and a command id already acted on is recognised).
 */
export function createCommandHandler(store: EventStore, options: { attempts?: number } = {}) {
  const attempts = options.attempts ?? 5;
  const command = <C extends Command>(type: string, data: unknown, metadata: CommandMetadata) => ({ type, data, metadata }) as C;

  return {
    /** The stream's current state. */
    async load<State, C extends Command, E extends DomainEvent>(target: CommandTarget<State, C, E>): Promise<State> {
      return (await loadStream(store, target)).state;
    },

    /** The stream as read (state, revision, command ids): a use case that decides on it first passes it on as `from`. */
    async read<State, C extends Command, E extends DomainEvent>(target: CommandTarget<State, C, E>): Promise<LoadedStream<State>> {
      return loadStream(store, target);
    },

    async execute<State, C extends Command, E extends DomainEvent, T extends C['type']>(
      target: CommandTarget<State, C, E>,
      type: T,
      data: CommandData<C, T>,
      actor: Actor,
      executeOptions: ExecuteOptions<State> = {},
    ): Promise<CommandResult<State, E>> {
      const metadata = metadataOf(actor, executeOptions.commandId);
      for (let attempt = 1; ; attempt += 1) {
        const stream = attempt === 1 && executeOptions.from ? executeOptions.from : await loadStream(store, target);
        const { state, revision, commandIds } = stream;
        if (executeOptions.commandId && commandIds.has(executeOptions.commandId)) {
          return { events: [], state, position: null, duplicate: true, stream };
        }
        const events = target.decider.decide(command<C>(type, data, metadata.command), state);
        if (events.length === 0) return { events, state, position: null, duplicate: false, stream };
        try {
          const result = await store.appendToStream(
            target.stream,
            events.map((event) => ({ type: event.type, data: event.data, metadata: metadata.event })),
            { streamState: revision },
          );
          noteWrite({ position: result.position, eventTypes: events.map((event) => event.type) });
          const after = events.reduce(target.decider.evolve, state);
          const acted = executeOptions.commandId ? new Set([...commandIds, executeOptions.commandId]) : commandIds;
          return {
            events,
            state: after,
            position: result.position,
            duplicate: false,
            stream: { state: after, revision: result.nextExpectedRevision, commandIds: acted },
          };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
        }
      }
    },

    /**
     * The decider's answer to a command on a state already loaded, without appending: throws its refusal. Lets a use
     * case that must hold time first (postpone) refuse before it writes anything.
     */
    dryRun<State, C extends Command, E extends DomainEvent, T extends C['type']>(
      target: CommandTarget<State, C, E>,
      state: State,
      type: T,
      data: CommandData<C, T>,
      actor: Actor,
    ): E[] {
      return target.decider.decide(command<C>(type, data, metadataOf(actor, undefined).command), state);
    },
  };
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;

/** The actor of one request: a signed-in user now, with a fresh correlation id for what the request causes. */
export const actorFor = (userId: string, now: Date): Actor => ({ userId, now, correlationId: randomUUID() });
