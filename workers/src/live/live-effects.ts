import { LIVE_CHANNEL, LIVE_EFFECT, type LivePublication } from '@weklean/domain';
import { waitForCheckpoint, type Bus, type Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { EffectHandler } from '../reactors/dispatch';

/** Older news is not worth pushing: a screen opened since read it, a socket that reconnects reads everything again. */
const STALE_AFTER_MS = 2 * 60_000;
const WAIT_FOR_READ_MODEL_MS = 3_000;

/**
 * The live-updates reactor's publications: each waits until the read model its screens re-read has applied the event
 * (so a screen told of a change finds it when it asks), then goes on the bus. At most once, like the bus itself.
 */
export function liveEffects(deps: { bus: Bus; sql: postgres.Sql; logger: Logger; waitForReadModelMs?: number }): Record<string, EffectHandler> {
  const waitMs = deps.waitForReadModelMs ?? WAIT_FOR_READ_MODEL_MS;
  return {
    [LIVE_EFFECT]: async (data, { cause }) => {
      // Real time on both sides: when the event was appended, and now (a test clock moves neither).
      if (Date.now() - cause.created.getTime() > STALE_AFTER_MS) return;
      const publication = data as LivePublication;
      // The read model's checkpoint at or past the event's commit (a position of that commit, at its first prepare).
      const reached = await waitForCheckpoint(deps.sql, { kind: 'projection', name: publication.readModel }, { commit: cause.position.commit, prepare: 0n }, waitMs);
      if (!reached) deps.logger.warn('live update sent before its read model caught up', { readModel: publication.readModel, eventId: cause.id });
      await deps.bus.publish(LIVE_CHANNEL, { ...publication, seq: cause.position.commit.toString() } satisfies LivePublication);
    },
  };
}
