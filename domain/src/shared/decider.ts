/**
 * The one shape of an aggregate's rules (the decider pattern) and of the commands it takes. The command handler in
 * platform/ runs every command through it; nothing else builds commands' metadata or events' metadata.
 */

/** Added by the command handler: who acts (a user's id, or `system` for reactors and timers) and when. */
export type CommandMetadata = { readonly now: string; readonly userId: string };

export type Command<Type extends string = string, Data = unknown> = {
  readonly type: Type;
  readonly data: Readonly<Data>;
  readonly metadata: CommandMetadata;
};

export type DomainEvent<Type extends string = string, Data = unknown> = { readonly type: Type; readonly data: Readonly<Data> };

/** State from past events, new events from a command: pure; a refusal is a thrown DomainError. */
export type Decider<State, C, E> = {
  initialState: State;
  evolve(state: State, event: E): State;
  decide(command: C, state: State): E[];
};

/** One stream and the rules that guard it: what a command is sent to. */
export type CommandTarget<State, C extends Command, E extends DomainEvent> = {
  readonly stream: string;
  readonly decider: Decider<State, C, E>;
};

export type CommandType<C extends Command> = C['type'];
/** The data of the command of type T (a conditional type, so that generic callers can pass it on unchanged). */
export type CommandData<C extends Command, T extends CommandType<C>> = Extract<C, { type: T }> extends { data: infer D } ? D : never;

/** The user's id for commands sent by the product itself (reactors, timers). */
export const SYSTEM_USER = 'system';

/**
 * Who sends a command. `correlationId` ties together everything one request or one reaction caused (made up when
 * absent); `causationId` is the event that caused a reaction.
 */
export type Actor = { readonly userId: string; readonly now: Date; readonly correlationId?: string; readonly causationId?: string };
