import {
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type Position,
  type StreamState,
} from '@weklean/domain';

export type DomainEvent = { type: string; data: unknown };

/** The decider pattern: state from past events, new events from a command (pure; may throw domain errors). */
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
};

/** Who acts, and the thread of causes an admin follows when auditing a history. */
export type CommandContext = { userId: string; correlationId: string; causationId?: string; occurredAt: string };

export type CommandResult<State, Event> = {
  events: Event[];
  /** The new state, after the events. */
  state: State;
  /** Where the last event landed in $all (for read-your-writes), null when nothing was appended. */
  position: Position | null;
};

/** Rebuilds the stream's state; `revision` is what the next append must expect. */
export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
): Promise<{ state: State; revision: StreamState }> {
  let state = decider.initialState;
  let revision: StreamState = 'no_stream';
  for await (const recorded of store.readStream(stream)) {
    state = decider.evolve(state, { type: recorded.type, data: recorded.data } as Event);
    revision = recorded.revision;
  }
  return { state, revision };
}

/**
 * Loads the stream, decides, and appends at the revision it read. When another writer got there first, it reads
 * again and decides again on the new state (a rule such as "slot already taken" then refuses the loser).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: { attempts?: number } = {},
): Promise<CommandResult<State, Event>> {
  const attempts = options.attempts ?? 5;
  const metadata: EventMetadata = {
    userId: context.userId,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    occurredAt: context.occurredAt,
  };
  for (let attempt = 1; ; attempt += 1) {
    const { state, revision } = await loadState(store, stream, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { streamState: revision },
      );
      return { events, state: events.reduce(decider.evolve, state), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
    }
  }
}
