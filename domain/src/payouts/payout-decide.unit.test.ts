import { describe, expect, it } from 'vitest';
import { instantFeePosting, instantFeeReturnedPosting, postedBalances, cleanerPayable, transferPosting, LEDGER_ACCOUNTS, type Posting } from '../payments/ledger';
import { SYSTEM_USER } from '../shared/decider';
import { deciderSpec } from '../testing/decider-spec';
import { payoutDecider } from './payout-decide';
import { payoutBalances } from './payout';
import type { PayoutCommand } from './payout-commands';
import {
  InstantPayoutInFlightError,
  InsufficientBalanceError,
  InvalidEarningError,
  PayoutAccessDeniedError,
  PayoutAccountExistsError,
  PayoutAccountNotActiveError,
  PayoutNotFoundError,
  PayoutsHeldError,
  PayoutsNotHeldError,
} from './payout-errors';
import type { EarningKind, PayoutEvent } from './payout-events';
import { fridayOf, isoWeekOfDate, lastPaidWeek, mondayOf, payoutWeekOf, previousWeek } from './payout-week';

const spec = deciderSpec(payoutDecider, expect);
const CLEANER = 'cleaner-1';
const ACCOUNT = 'acct_sim_1';
const NOW = '2026-11-27T14:00:00.000Z'; // a Friday, 09:00 in Quebec
const EARNED = '2026-11-18T20:00:00.000Z'; // Wednesday of 2026-W47
const system = { userId: SYSTEM_USER, now: NOW };
const cleaner = { userId: CLEANER, now: NOW };

const cmd = <T extends PayoutCommand['type']>(type: T, data: Extract<PayoutCommand, { type: T }>['data'], metadata = system) =>
  ({ type, data, metadata }) as PayoutCommand;
const ledger = (posting: Posting, bookingId: string | null = null): PayoutEvent => ({ type: 'LedgerPosted', data: { ...posting, cleanerId: CLEANER, bookingId, at: NOW } });

const opened: PayoutEvent = { type: 'PayoutAccountOpened', data: { cleanerId: CLEANER, accountId: ACCOUNT, at: NOW } };
const active: PayoutEvent = { type: 'PayoutAccountUpdated', data: { cleanerId: CLEANER, accountId: ACCOUNT, status: 'active', requirements: [], bankLast4: '6789', at: NOW } };
const credited = (id: string, amountCents: number, kind: EarningKind = 'service', earnedAt = EARNED): PayoutEvent => ({
  type: 'EarningCredited',
  data: { cleanerId: CLEANER, earningId: id, bookingId: `b-${id}`, kind, amountCents, platformFeeCents: kind === 'service' ? 500 : 0, earnedAt, at: NOW },
});
const transferred = (id: string, amountCents: number): PayoutEvent[] => [
  { type: 'EarningTransferred', data: { cleanerId: CLEANER, earningId: id, bookingId: `b-${id}`, transferId: `transfer:${id}`, accountId: ACCOUNT, amountCents, at: NOW } },
  ledger(transferPosting(`transfer:${id}`, CLEANER, amountCents), `b-${id}`),
];
const credit = (id: string, amountCents: number, kind: EarningKind = 'service', earnedAt = EARNED) =>
  cmd('CreditEarning', { cleanerId: CLEANER, earningId: id, bookingId: `b-${id}`, kind, amountCents, platformFeeCents: kind === 'service' ? 500 : 0, earnedAt });
const weekly = (week: string, earningIds: string[], amountCents: number): PayoutEvent => ({
  type: 'PayoutCreated',
  data: { cleanerId: CLEANER, payoutId: `weekly:${CLEANER}:${week}`, kind: 'weekly', amountCents, feeCents: 0, earningIds, week, idempotencyKey: `weekly:${CLEANER}:${week}`, at: NOW },
});
const instant = (n: number, earningIds: string[], amountCents: number): PayoutEvent => ({
  type: 'PayoutCreated',
  data: { cleanerId: CLEANER, payoutId: `instant:${CLEANER}:${n}`, kind: 'instant', amountCents, feeCents: 500, earningIds, week: null, idempotencyKey: `instant:${CLEANER}:${n}`, at: NOW },
});
const statusOf = (payoutId: string, status: 'in_transit' | 'paid' | 'failed', failureReason: string | null = null): PayoutEvent => ({
  type: 'PayoutStatusChanged',
  data: { cleanerId: CLEANER, payoutId, status, failureReason, at: NOW },
});
const activeWith = (...earnings: [string, number][]): PayoutEvent[] => [opened, active, ...earnings.flatMap(([id, cents]) => [credited(id, cents), ...transferred(id, cents)])];

describe('payout weeks (ISO weeks of the Quebec calendar)', () => {
  it('names weeks, their Monday and Friday, and the week before, across a new year', () => {
    expect(isoWeekOfDate('2026-11-18')).toBe('2026-W47');
    expect(mondayOf('2026-W47')).toBe('2026-11-16');
    expect(fridayOf('2026-W48')).toBe('2026-11-27');
    expect(isoWeekOfDate('2027-01-01')).toBe('2026-W53');
    expect(previousWeek('2027-W01')).toBe('2026-W53');
    expect(isoWeekOfDate('2026-01-01')).toBe('2026-W01');
    expect(mondayOf('2026-W54')).toBeNull();
    expect(mondayOf('nonsense')).toBeNull();
    // The latest week paid out: on Wednesday 25 November, Friday 20 November paid 2026-W46; on Friday 27 November
    // before 09:00 still W46, from 09:00 W47.
    expect(lastPaidWeek(new Date('2026-11-25T17:00:00.000Z'))).toBe('2026-W46');
    expect(lastPaidWeek(new Date('2026-11-27T13:59:00.000Z'))).toBe('2026-W46');
    expect(lastPaidWeek(new Date('2026-11-27T14:00:00.000Z'))).toBe('2026-W47');
    // Sunday 23:30 in Quebec is already Monday in UTC: the Quebec week counts.
    expect(payoutWeekOf('2026-11-23T04:30:00.000Z')).toBe('2026-W47');
  });
});

describe('the connected account', () => {
  it('is opened by the cleaner, once', () => {
    spec.given([]).when(cmd('OpenPayoutAccount', { cleanerId: CLEANER, accountId: ACCOUNT }, cleaner)).then([opened]);
    spec.given([opened]).when(cmd('OpenPayoutAccount', { cleanerId: CLEANER, accountId: ACCOUNT }, cleaner)).thenThrows(PayoutAccountExistsError);
    spec.given([]).when(cmd('OpenPayoutAccount', { cleanerId: CLEANER, accountId: ACCOUNT }, { userId: 'someone-else', now: NOW })).thenThrows(PayoutAccessDeniedError);
  });
  it("follows the provider's word, and the same word twice changes nothing", () => {
    const update = cmd('UpdatePayoutAccount', { cleanerId: CLEANER, accountId: ACCOUNT, status: 'active', requirements: [], bankLast4: '6789' });
    spec.given([opened]).when(update).then([active]);
    spec.given([opened, active]).when(update).then([]);
    spec.given([opened]).when({ ...update, metadata: cleaner }).thenThrows(PayoutAccessDeniedError);
  });
  it('sends what waited for it once it is active', () => {
    spec
      .given([opened, credited('e1', 12_000), credited('e2', 5_000, 'cancellation_fee')])
      .when(cmd('UpdatePayoutAccount', { cleanerId: CLEANER, accountId: ACCOUNT, status: 'active', requirements: [], bankLast4: '6789' }))
      .then([active, ...transferred('e1', 12_000), ...transferred('e2', 5_000)]);
  });
});

describe('earnings', () => {
  it('are credited once per ledger posting and sent at once to an active account', () => {
    spec.given([opened, active]).when(credit('e1', 12_000)).then([credited('e1', 12_000), ...transferred('e1', 12_000)]);
    spec.given(activeWith(['e1', 12_000])).when(credit('e1', 12_000)).then([]);
  });
  it('wait at the platform while there is no active account, or while an admin holds the payouts', () => {
    spec.given([]).when(credit('e1', 12_000)).then([credited('e1', 12_000)]);
    const held: PayoutEvent = { type: 'PayoutsHeld', data: { cleanerId: CLEANER, reason: 'Vérification', by: 'admin-1', at: NOW } };
    spec.given([opened, active, held]).when(credit('e1', 12_000)).then([credited('e1', 12_000)]);
  });
  it('refuses nonsense amounts and anyone but the system', () => {
    spec.given([]).when(credit('e1', 0)).thenThrows(InvalidEarningError);
    spec.given([]).when(credit('e1', 12.5)).thenThrows(InvalidEarningError);
    spec.given([]).when({ ...credit('e1', 100), metadata: cleaner }).thenThrows(PayoutAccessDeniedError);
  });
});

describe('the weekly payout (Friday, for the week before)', () => {
  const run = (week: string) => cmd('RunWeeklyPayout', { cleanerId: CLEANER, week });
  it('pays what was earned up to the end of the week, once, whoever runs it', () => {
    const later = [credited('e3', 9_000, 'service', '2026-11-24T15:00:00.000Z'), ...transferred('e3', 9_000)];
    spec.given([...activeWith(['e1', 12_000], ['e2', 5_000]), ...later]).when(run('2026-W47')).then([weekly('2026-W47', ['e1', 'e2'], 17_000)]);
    spec.given([...activeWith(['e1', 12_000]), weekly('2026-W47', ['e1'], 12_000)]).when(run('2026-W47')).then([]);
  });
  it('pays nothing when there is nothing, no active account, or a hold', () => {
    spec.given([opened, active]).when(run('2026-W47')).then([]);
    spec.given([credited('e1', 12_000)]).when(run('2026-W47')).then([]);
    const held: PayoutEvent = { type: 'PayoutsHeld', data: { cleanerId: CLEANER, reason: 'Vérification', by: 'admin-1', at: NOW } };
    spec.given([...activeWith(['e1', 12_000]), held]).when(run('2026-W47')).then([]);
    spec.given(activeWith(['e1', 12_000])).when(run('2026-W99')).then([]);
  });
});

describe('the instant payout ($5 fee)', () => {
  const ask = cmd('RequestInstantPayout', { cleanerId: CLEANER }, cleaner);
  it('pays the available balance less the fee, and posts the fee to the platform', () => {
    spec
      .given(activeWith(['e1', 12_000], ['e2', 5_000]))
      .when(ask)
      .then([instant(1, ['e1', 'e2'], 16_500), ledger(instantFeePosting(`instant-fee:instant:${CLEANER}:1`, 500))]);
  });
  it('refuses a balance that does not cover the fee, a second one in flight, an inactive account, a hold, and anyone else', () => {
    spec.given(activeWith(['e1', 500])).when(ask).thenThrows(InsufficientBalanceError);
    spec.given([opened, active]).when(ask).thenThrows(InsufficientBalanceError);
    spec.given([...activeWith(['e1', 12_000]), instant(1, ['e1'], 11_500), ...[credited('e2', 3_000), ...transferred('e2', 3_000)]]).when(ask).thenThrows(InstantPayoutInFlightError);
    spec.given([opened, credited('e1', 12_000)]).when(ask).thenThrows(PayoutAccountNotActiveError);
    const held: PayoutEvent = { type: 'PayoutsHeld', data: { cleanerId: CLEANER, reason: 'Vérification', by: 'admin-1', at: NOW } };
    spec.given([...activeWith(['e1', 12_000]), held]).when(ask).thenThrows(PayoutsHeldError);
    spec.given(activeWith(['e1', 12_000])).when({ ...ask, metadata: { userId: 'cleaner-2', now: NOW } }).thenThrows(PayoutAccessDeniedError);
  });
  it('allows another once the first is paid', () => {
    spec
      .given([...activeWith(['e1', 12_000]), instant(1, ['e1'], 11_500), statusOf(`instant:${CLEANER}:1`, 'paid'), credited('e2', 3_000), ...transferred('e2', 3_000)])
      .when(ask)
      .then([instant(2, ['e2'], 2_500), ledger(instantFeePosting(`instant-fee:instant:${CLEANER}:2`, 500))]);
  });
});

describe("the provider's word on a payout", () => {
  const id = `weekly:${CLEANER}:2026-W47`;
  const record = (status: 'in_transit' | 'paid' | 'failed', failureReason: string | null = null, payoutId = id) => cmd('RecordPayoutStatus', { payoutId, status, failureReason });
  const base = [...activeWith(['e1', 12_000]), weekly('2026-W47', ['e1'], 12_000)];
  it('moves forward only: twice, late or out of order changes nothing', () => {
    spec.given(base).when(record('in_transit')).then([statusOf(id, 'in_transit')]);
    spec.given([...base, statusOf(id, 'paid')]).when(record('in_transit')).then([]);
    spec.given([...base, statusOf(id, 'paid')]).when(record('paid')).then([]);
    spec.given([...base, statusOf(id, 'paid')]).when(record('failed', 'account_closed')).then([]);
    spec.given(base).when(record('paid', null, 'weekly:nobody')).thenThrows(PayoutNotFoundError);
  });
  it('gives a failed payout back to the balance and says why; a failed instant payout gives its fee back', () => {
    spec.given(base).when(record('failed', 'account_closed')).then([statusOf(id, 'failed', 'account_closed')]);
    const iid = `instant:${CLEANER}:1`;
    spec
      .given([...activeWith(['e1', 12_000]), instant(1, ['e1'], 11_500)])
      .when(record('failed', 'could_not_process', iid))
      .then([statusOf(iid, 'failed', 'could_not_process'), ledger(instantFeeReturnedPosting(`instant-fee-returned:${iid}`, 500))]);
    // The balance is back: the next Friday pays it.
    spec
      .given([...base, statusOf(id, 'failed', 'account_closed')])
      .when(cmd('RunWeeklyPayout', { cleanerId: CLEANER, week: '2026-W48' }))
      .then([weekly('2026-W48', ['e1'], 12_000)]);
  });
});

describe('holds (an admin, with a reason)', () => {
  const held: PayoutEvent = { type: 'PayoutsHeld', data: { cleanerId: CLEANER, reason: 'Vérification', by: 'admin-1', at: NOW } };
  const admin = { userId: 'admin-1', now: NOW };
  it('holds once, and a release sends what was credited meanwhile', () => {
    spec.given([opened, active]).when(cmd('HoldPayouts', { cleanerId: CLEANER, reason: 'Vérification' }, admin)).then([held]);
    spec.given([opened, active, held]).when(cmd('HoldPayouts', { cleanerId: CLEANER, reason: 'Encore' }, admin)).then([]);
    const released: PayoutEvent = { type: 'PayoutsReleased', data: { cleanerId: CLEANER, reason: 'Vérifié', by: 'admin-1', at: NOW } };
    spec
      .given([opened, active, held, credited('e1', 12_000)])
      .when(cmd('ReleasePayouts', { cleanerId: CLEANER, reason: 'Vérifié' }, admin))
      .then([released, ...transferred('e1', 12_000)]);
    spec.given([opened, active]).when(cmd('ReleasePayouts', { cleanerId: CLEANER, reason: 'x' }, admin)).thenThrows(PayoutsNotHeldError);
  });
});

describe('the ledger of payouts', () => {
  it("takes from the cleaner's payable only what was credited to it, so it never goes below zero", () => {
    const postings = [transferPosting('transfer:e1', CLEANER, 12_000), instantFeePosting('instant-fee:x', 500), instantFeeReturnedPosting('instant-fee-returned:x', 500)];
    const balances = postedBalances(postings);
    expect(balances.get(cleanerPayable(CLEANER))).toBe(12_000);
    expect(balances.get(LEDGER_ACCOUNTS.instantPayoutFeeIncome)).toBe(0);
    expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('a dispute on a booking: its earning held, a refund after the service recovered from the next transfers', () => {
  const frozen = (id: string, disputeId = `d-${id}`): PayoutEvent => ({ type: 'EarningFrozen', data: { cleanerId: CLEANER, bookingId: `b-${id}`, disputeId, at: NOW } });
  const released = (id: string, disputeId = `d-${id}`): PayoutEvent => ({ type: 'EarningReleased', data: { cleanerId: CLEANER, bookingId: `b-${id}`, disputeId, at: NOW } });
  const recovered = (id: string, amountCents: number): PayoutEvent => ({
    type: 'EarningRecovered', data: { cleanerId: CLEANER, recoveryId: `service-refund:dispute:d-${id}`, bookingId: `b-${id}`, amountCents, at: NOW },
  });
  const recover = (id: string, amountCents: number) =>
    cmd('RecoverEarning', { cleanerId: CLEANER, recoveryId: `service-refund:dispute:d-${id}`, bookingId: `b-${id}`, amountCents });
  const keptBack = (id: string, amountCents: number, recoveredCents: number): PayoutEvent[] => [
    { type: 'EarningTransferred', data: { cleanerId: CLEANER, earningId: id, bookingId: `b-${id}`, transferId: `transfer:${id}`, accountId: ACCOUNT, amountCents, recoveredCents, at: NOW } },
    ...(amountCents > 0 ? [ledger(transferPosting(`transfer:${id}`, CLEANER, amountCents), `b-${id}`)] : []),
  ];

  it('holds the earning from the payouts while the dispute is open, once per dispute, and is the reactions’ alone', () => {
    spec.given(activeWith(['e1', 12_000])).when(cmd('FreezeEarning', { cleanerId: CLEANER, bookingId: 'b-e1', disputeId: 'd-e1' })).then([frozen('e1')]);
    spec.given([...activeWith(['e1', 12_000]), frozen('e1')]).when(cmd('FreezeEarning', { cleanerId: CLEANER, bookingId: 'b-e1', disputeId: 'd-e1' })).then([]);
    spec.given([...activeWith(['e1', 12_000], ['e2', 8_000]), frozen('e1')]).when(cmd('RunWeeklyPayout', { cleanerId: CLEANER, week: '2026-W47' })).then([weekly('2026-W47', ['e2'], 8_000)]);
    spec.given([...activeWith(['e1', 12_000]), frozen('e1')]).when(cmd('RequestInstantPayout', { cleanerId: CLEANER }, cleaner)).thenThrows(InsufficientBalanceError);
    spec.given(activeWith(['e1', 12_000])).when(cmd('FreezeEarning', { cleanerId: CLEANER, bookingId: 'b-e1', disputeId: 'd-e1' }, cleaner)).thenThrows(PayoutAccessDeniedError);
  });
  it('does not transfer an earning credited while its booking is disputed; the decision lets it go', () => {
    spec.given([opened, active, frozen('e1')]).when(credit('e1', 12_000)).then([credited('e1', 12_000)]);
    spec.given([opened, active, frozen('e1'), credited('e1', 12_000)])
      .when(cmd('ReleaseEarning', { cleanerId: CLEANER, bookingId: 'b-e1', disputeId: 'd-e1' }))
      .then([released('e1'), ...transferred('e1', 12_000)]);
    spec.given(activeWith(['e1', 12_000])).when(cmd('ReleaseEarning', { cleanerId: CLEANER, bookingId: 'b-e1', disputeId: 'd-e1' })).then([]);
  });
  it('a refund decided before the earning left: kept back from it at its transfer, and the booking let go', () =>
    spec.given([opened, active, frozen('e1'), credited('e1', 12_000)]).when(recover('e1', 3_000)).then([recovered('e1', 3_000), released('e1'), ...keptBack('e1', 9_000, 3_000)]));
  it('a refund decided after the earning was transferred: recovered from the next ones, never beyond each, so no payout is negative', () => {
    const afterRefund = [...activeWith(['e1', 12_000]), frozen('e1'), recovered('e1', 10_000), released('e1')];
    spec.given(afterRefund).when(credit('e2', 8_000)).then([credited('e2', 8_000), ...keptBack('e2', 0, 8_000)]);
    spec.given([...afterRefund, credited('e2', 8_000), ...keptBack('e2', 0, 8_000)]).when(credit('e3', 5_000)).then([credited('e3', 5_000), ...keptBack('e3', 3_000, 2_000)]);
    // The held earning is paid out in full; the next ones pay what is left after the recovery.
    spec.given([...afterRefund, credited('e2', 8_000), ...keptBack('e2', 0, 8_000), credited('e3', 5_000), ...keptBack('e3', 3_000, 2_000)])
      .when(cmd('RunWeeklyPayout', { cleanerId: CLEANER, week: '2026-W47' }))
      .then([weekly('2026-W47', ['e1', 'e2', 'e3'], 15_000)]);
  });
  it('recovers once per refund, and keeps the ledger’s cleaner payable at zero once recovered', () => {
    spec.given([...activeWith(['e1', 12_000]), recovered('e1', 3_000)]).when(recover('e1', 3_000)).then([]);
    const history = [...activeWith(['e1', 12_000]), recovered('e1', 3_000), credited('e2', 8_000), ...keptBack('e2', 5_000, 3_000)];
    // The payment stream's part of the story: the two earnings credited to the payable, the refund's part debited.
    const paymentSide: Posting[] = [
      { postingId: 'earning-1', phase: 'single', pendingId: null, lines: [{ account: LEDGER_ACCOUNTS.clientFunds, side: 'debit', amountCents: 20_000 }, { account: cleanerPayable(CLEANER), side: 'credit', amountCents: 20_000 }] },
      { postingId: 'refund-1', phase: 'single', pendingId: null, lines: [{ account: cleanerPayable(CLEANER), side: 'debit', amountCents: 3_000 }, { account: LEDGER_ACCOUNTS.refundsPayable, side: 'credit', amountCents: 3_000 }] },
    ];
    const payoutSide = history.flatMap((event) => (event.type === 'LedgerPosted' ? [event.data] : []));
    expect(postedBalances([...paymentSide, ...payoutSide]).get(cleanerPayable(CLEANER)) ?? 0).toBe(0);
    const state = history.reduce(payoutDecider.evolve, payoutDecider.initialState);
    expect(payoutBalances(state)).toMatchObject({ available: 17_000, toRecover: 0, frozen: 0 });
  });
});
