import type { DisputeDecision, DisputeReason, DisputeSide, DisputeStatus } from '@weklean/domain';

type Key = `disputes:${string}`;

export const REASON_KEYS = {
  not_done: 'disputes:reasons.not_done',
  poor_quality: 'disputes:reasons.poor_quality',
  damage: 'disputes:reasons.damage',
  late_or_short: 'disputes:reasons.late_or_short',
  unpaid_balance: 'disputes:reasons.unpaid_balance',
  other: 'disputes:reasons.other',
} as const satisfies Record<DisputeReason, Key>;

export const STATUS_KEYS = {
  open: 'disputes:statuses.open',
  answered: 'disputes:statuses.answered',
  uncontested: 'disputes:statuses.uncontested',
  decided: 'disputes:statuses.decided',
} as const satisfies Record<DisputeStatus, Key>;

/** The tag colour of each status: waiting on someone (gold), with the admins (blue), over (green). */
export const STATUS_COLORS = { open: 'gold', answered: 'blue', uncontested: 'volcano', decided: 'green' } as const satisfies Record<DisputeStatus, string>;

export const DECISION_KEYS = {
  reject: 'disputes:decisions.reject',
  refund: 'disputes:decisions.refund',
  credit: 'disputes:decisions.credit',
} as const satisfies Record<DisputeDecision, Key>;

export const SIDE_KEYS = { client: 'disputes:sides.client', cleaner: 'disputes:sides.cleaner' } as const satisfies Record<DisputeSide, Key>;

/** The label of a value the server sends as a string; an unknown value is shown as it is. */
export function labelOf(keys: Readonly<Record<string, string>>, value: string, t: (key: string) => string): string {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key === undefined ? value : t(key);
}
