import { PayoutAccountExistsError, PayoutAccountMissingError, payoutTarget, SYSTEM_USER, type Actor, type PayoutEffect, type PayoutState } from '@weklean/domain';
import type { CommandHandler } from '../commands/command-handler';
import type { ConnectedAccount, PaymentGateway, PayoutResult, ProviderEvent } from './payment-gateway';

/**
 * Carries out what a payout stream decided at the provider, and records what the provider says: the connected
 * account (made once per cleaner: its idempotency key is the cleaner's), its status (read from the provider, never
 * taken from a webhook's body), and each payout's fate. Idempotent like the payment processor: the provider call
 * carries the key the stream recorded, an outcome command an id made of the payout and its status, and the decider
 * lets a payout's status only move forward.
 */
export function createPayoutProcessor(deps: { commands: CommandHandler; gateway: PaymentGateway }) {
  const { commands, gateway } = deps;
  const load = (cleanerId: string): Promise<PayoutState> => commands.load(payoutTarget(cleanerId));
  const system = (actor: Actor): Actor => ({ ...actor, userId: SYSTEM_USER });

  const recordPayout = async (cleanerId: string, payoutId: string, result: PayoutResult, actor: Actor) => {
    if (result.status === 'pending') return;
    const target = payoutTarget(cleanerId);
    // Through "in transit" first, as the provider's own events say it.
    await commands.execute(target, 'RecordPayoutStatus', { payoutId, status: 'in_transit', failureReason: null }, system(actor), {
      commandId: `payout-status:${payoutId}:in_transit`,
    });
    if (result.status === 'in_transit') return;
    await commands.execute(target, 'RecordPayoutStatus', { payoutId, status: result.status, failureReason: result.failureReason }, system(actor), {
      commandId: `payout-status:${payoutId}:${result.status}`,
    });
  };

  const syncAccount = async (cleanerId: string, actor: Actor): Promise<PayoutState> => {
    const state = await load(cleanerId);
    if (!state.account) throw new PayoutAccountMissingError();
    const account = await gateway.retrieveAccount(state.account.accountId);
    const result = await commands.execute(payoutTarget(cleanerId), 'UpdatePayoutAccount', { cleanerId, accountId: state.account.accountId, ...account }, system(actor));
    return result.state;
  };

  return {
    load,
    syncAccount,

    /** The provider's word on the account, as the simulated onboarding gives it. */
    async recordAccount(cleanerId: string, account: ConnectedAccount, actor: Actor): Promise<PayoutState> {
      const state = await load(cleanerId);
      if (!state.account) throw new PayoutAccountMissingError();
      return (await commands.execute(payoutTarget(cleanerId), 'UpdatePayoutAccount', { cleanerId, accountId: state.account.accountId, ...account }, system(actor))).state;
    },

    /** The cleaner's instant payout: decided in their stream (the payout-provider reactor makes it at the provider). */
    requestInstant: (cleanerId: string, actor: Actor) => commands.execute(payoutTarget(cleanerId), 'RequestInstantPayout', { cleanerId }, actor),

    /** The cleaner's connected account at the provider, then in their stream (a second call finds it made). */
    async openAccount(cleanerId: string, actor: Actor): Promise<PayoutState> {
      if ((await load(cleanerId)).account) throw new PayoutAccountExistsError();
      const { accountId } = await gateway.createConnectedAccount({ cleanerId, idempotencyKey: `account:${cleanerId}` });
      const result = await commands.execute(payoutTarget(cleanerId), 'OpenPayoutAccount', { cleanerId, accountId }, actor);
      return result.state;
    },

    /** A transfer decided in a payout stream, made at the provider (the key is the transfer's id). */
    async transfer(input: { accountId: string; amountCents: number; bookingId: string; transferId: string }) {
      await gateway.transfer({ accountId: input.accountId, amountCents: input.amountCents, transferGroup: `booking:${input.bookingId}`, idempotencyKey: input.transferId });
    },

    /** A payout decided in a payout stream, asked of the provider, and its answer recorded. */
    async payout(effect: PayoutEffect, actor: Actor) {
      const result = await gateway.payout({
        accountId: effect.accountId,
        amountCents: effect.amountCents,
        instant: effect.kind === 'instant',
        idempotencyKey: effect.idempotencyKey,
        metadata: { cleanerId: effect.cleanerId, payoutId: effect.payoutId },
      });
      await recordPayout(effect.cleanerId, effect.payoutId, result, actor);
    },

    /** A verified Connect event: the account or payout it names is read again from the provider, then recorded. */
    async handleProviderEvent(event: ProviderEvent, actor: Actor): Promise<'recorded' | 'ignored'> {
      const { cleanerId, payoutId } = event.metadata;
      if (!cleanerId || !event.objectId) return 'ignored';
      if (event.objectKind === 'account') {
        const state = await load(cleanerId);
        if (state.account?.accountId !== event.objectId) return 'ignored';
        await syncAccount(cleanerId, actor);
        return 'recorded';
      }
      if (event.objectKind === 'payout' && payoutId && event.account) {
        const state = await load(cleanerId);
        if (!state.payouts.some((payout) => payout.payoutId === payoutId)) return 'ignored';
        await recordPayout(cleanerId, payoutId, await gateway.retrievePayout({ accountId: event.account, providerPayoutId: event.objectId }), actor);
        return 'recorded';
      }
      return 'ignored';
    },
  };
}

export type PayoutProcessor = ReturnType<typeof createPayoutProcessor>;
