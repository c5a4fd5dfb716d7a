import type { RecordedEvent } from '../event-store/event-store';
import type { Command, CommandData, CommandTarget, CommandType, DomainEvent } from './decider';

/**
 * A reaction to an event (a process manager): pure, it only says which commands follow. Delivery is at least once,
 * so every command carries an id derived from its cause (`commandId`), and the target stream acts once per id.
 */
export type ReactorCommand = {
  readonly kind: 'command';
  /** Derived from the causing event: the same event always yields the same id. */
  readonly commandId: string;
  readonly target: CommandTarget<unknown, Command, DomainEvent>;
  readonly type: string;
  readonly data: unknown;
};

/** "At `at`, send this command": a durable timer, run once across processes. */
export type ReactorTimer = Omit<ReactorCommand, 'kind'> & { readonly kind: 'timer'; readonly at: string };

/**
 * A call to the world outside the event log (the payment provider), made by an adapter the worker registers under
 * `name`. At least once, like every reaction: the adapter makes it idempotent (the provider's idempotency key is in
 * the causing event) and records its outcome as a command carrying `effectId`.
 */
export type ReactorEffect = { readonly kind: 'effect'; readonly effectId: string; readonly name: string; readonly data: unknown };

export type Reaction = ReactorCommand | ReactorTimer | ReactorEffect;

export type ReactorContext<State> = {
  /** The state of the event's own stream just after the event (from the reactor's `source` decider). */
  readonly state: State;
};

export type Reactor<State = unknown> = {
  readonly name: string;
  /** The event types it reads from $all. */
  readonly eventTypes: readonly string[];
  /** Rebuilds the state of the event's stream up to the event, for reactions that need more than the event. */
  readonly source?: { readonly initialState: State; evolve(state: State, event: DomainEvent): State };
  react(event: RecordedEvent, context: ReactorContext<State>): Reaction[];
};

/** A command to send now, typed against its target's commands. */
export function command<S, C extends Command, E extends DomainEvent, T extends CommandType<C>>(
  commandId: string,
  target: CommandTarget<S, C, E>,
  type: T,
  data: CommandData<C, T>,
): ReactorCommand {
  return { kind: 'command', commandId, target: target as unknown as ReactorCommand['target'], type, data };
}

/** An outside call for the adapter registered under `name`. */
export function effect(effectId: string, name: string, data: unknown): ReactorEffect {
  return { kind: 'effect', effectId, name, data };
}

/** A command to send at `at` (ISO instant). */
export function timer<S, C extends Command, E extends DomainEvent, T extends CommandType<C>>(
  at: string,
  commandId: string,
  target: CommandTarget<S, C, E>,
  type: T,
  data: CommandData<C, T>,
): ReactorTimer {
  return { kind: 'timer', at, commandId, target: target as unknown as ReactorTimer['target'], type, data };
}
