import { randomUUID } from 'node:crypto';
import { cleanerDecider, cleanerStream, type CleanerCommand, type CleanerCommandType } from '@weklean/domain';
import { handleCommand, type CommandContext } from '@weklean/platform';
import type { EventStore } from '@weklean/domain';

export type CleanerCommandData<T extends CleanerCommandType> = Extract<CleanerCommand, { type: T }>['data'];

/** Runs a cleaner-profile command against the cleaner's stream, with the audit metadata of the acting user. */
export function createCleanerCommands(store: EventStore) {
  return {
    execute: <T extends CleanerCommandType>(
      cleanerId: string,
      type: T,
      data: CleanerCommandData<T>,
      actor: { userId: string; correlationId?: string; now: Date },
    ) => {
      const now = actor.now.toISOString();
      const command = { type, data, metadata: { now, userId: actor.userId } } as Extract<CleanerCommand, { type: T }>;
      const context: CommandContext = { userId: actor.userId, correlationId: actor.correlationId ?? randomUUID(), occurredAt: now };
      return handleCommand(store, cleanerStream(cleanerId), cleanerDecider, command as CleanerCommand, context);
    },
  };
}

export type CleanerCommands = ReturnType<typeof createCleanerCommands>;
