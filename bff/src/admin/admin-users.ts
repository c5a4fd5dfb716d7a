import {
  AccountAlreadySuspendedError,
  AccountNotSuspendedError,
  accountStream,
  accountTarget,
  historyViewsTarget,
  isAccountSuspensionEvent,
  type AccountSuspensionEvent,
  type Actor,
  type EventStore,
} from '@weklean/domain';
import { applyAccountStatus, searchUsers, userSummary, type CommandHandler, type UserSearch } from '@weklean/platform';
import type postgres from 'postgres';
import { refuse } from '../http/refusal';
import { bookingsOf, documentsOf, paymentsOf, referralsOf, reviewsOf, suspensionHistoryOf } from '../me/person-records';

export const ADMIN_USERS_PAGE_SIZE = 25;

/**
 * Admins finding people and suspending or reactivating their accounts (docs/api/admin-users.md). The account stream
 * decides; its last event is then copied onto the users row (and a suspension ends the sessions) in the same request:
 * accounts live in the BFF's own tables, not in a read model (docs/decisions.md, "Suspended accounts").
 */
export function createAdminUsers(deps: {
  sql: postgres.Sql;
  store: EventStore;
  commands: CommandHandler;
  /** After a suspension: tells every process to close the person's live sockets (their sessions are already gone). */
  sessionsEnded?: (userId: string) => Promise<void>;
}) {
  const { sql, store, commands } = deps;

  const accountOr404 = async (userId: string) => {
    const account = await userSummary(sql, userId);
    if (!account) throw refuse('users.not-found', 404);
    return account;
  };

  /** The row as the stream's last event has it: suspended since then, or active (idempotent; heals a half-done request). */
  const syncRow = async (userId: string) => {
    let last: { type: AccountSuspensionEvent['type']; at: string; reason: string } | null = null;
    for await (const event of store.readStream(accountStream(userId))) {
      // The person's own picture is on the same stream; only the suspensions decide the status.
      if (!isAccountSuspensionEvent(event)) continue;
      const data = event.data as AccountSuspensionEvent['data'];
      last = { type: event.type, at: event.metadata.occurredAt ?? event.created.toISOString(), reason: data.reason };
    }
    if (!last) return;
    await applyAccountStatus(sql, userId, last.type === 'AccountSuspended' ? { suspended: true, at: last.at, reason: last.reason } : { suspended: false });
  };

  /** Runs the command; whether it is decided or refused as already done, the row then follows the stream. */
  const act = async (userId: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof AccountAlreadySuspendedError || error instanceof AccountNotSuspendedError) await syncRow(userId);
      throw error;
    }
    await syncRow(userId);
    return accountOr404(userId);
  };

  return {
    async search(query: Omit<UserSearch, 'pageSize'>) {
      const { items, total } = await searchUsers(sql, { ...query, pageSize: ADMIN_USERS_PAGE_SIZE });
      return { items, total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
    },

    /** What a person has on the platform; opening it is recorded as viewing their history (the audit's own event). */
    async detail(actor: Actor, userId: string) {
      const account = await accountOr404(userId);
      await commands.execute(historyViewsTarget(userId), 'RecordHistoryView', { subjectUserId: userId, streamId: accountStream(userId) }, actor);
      const bookings = await bookingsOf(sql, userId);
      const [payments, reviews, referrals, documents, suspensions] = await Promise.all([
        paymentsOf(sql, bookings),
        reviewsOf(sql, userId),
        referralsOf(sql, userId),
        account.role === 'cleaner' ? documentsOf(sql, userId) : Promise.resolve([]),
        suspensionHistoryOf(sql, store, userId),
      ]);
      return { account, bookings, payments, reviews, referrals, documents, suspensions };
    },

    async suspend(actor: Actor, userId: string, reason: string) {
      const account = await accountOr404(userId);
      const suspended = await act(userId, () => commands.execute(accountTarget(userId), 'SuspendAccount', { userId, reason, role: account.role }, actor));
      await deps.sessionsEnded?.(userId);
      return suspended;
    },

    async reactivate(actor: Actor, userId: string, reason: string) {
      await accountOr404(userId);
      return act(userId, () => commands.execute(accountTarget(userId), 'ReactivateAccount', { userId, reason }, actor));
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
