import { DomainError, SYSTEM_USER, type RecordedEvent } from '@weklean/domain';
import type { CommandHandler, Dispatch, Logger } from '@weklean/platform';
import type { Timers } from '../timers/timers';

/**
 * How the reactors' reactions reach the product: the platform's consumer runtime runs the reactors on $all
 * (platform/src/consumers) and hands each reaction to the dispatch made here.
 */

/** The adapter of an effect (a call outside the log): idempotent, it records its outcome as a command with `effectId`. */
export type EffectHandler = (data: unknown, context: { effectId: string; cause: RecordedEvent; actor: ReturnType<typeof systemActor> }) => Promise<void>;

export class UnknownEffectError extends Error {}

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
