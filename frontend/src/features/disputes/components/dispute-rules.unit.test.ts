import { describe, expect, it } from 'vitest';
import { decisionRequest } from './decision-form';
import { amountProblem, byAge, canAnswer, canReportProblem, dollarsToCents, isOverdue, reasonsFor, reportDeadline } from './dispute-rules';
import { openRequest } from './report-problem-modal';
import { DECISION_KEYS, REASON_KEYS, STATUS_KEYS, labelOf } from './vocabulary';

// Booked 9 h – 13 h on November 20, 2026 in Quebec (UTC−5); the cleaner punched out at 13 h 10.
const completed = { status: 'completed', endsAt: '2026-11-20T18:00:00.000Z', punchOut: { at: '2026-11-20T18:10:00.000Z' } };
const at = (iso: string) => Date.parse(iso);

describe('which reasons a side may give', () => {
  it('offers the client the five reasons about the service, the cleaner the three about them', () => {
    expect(reasonsFor('client')).toEqual(['not_done', 'poor_quality', 'damage', 'late_or_short', 'other']);
    expect(reasonsFor('cleaner')).toEqual(['unpaid_balance', 'damage', 'other']);
  });
});

describe('whether "Report a problem" shows', () => {
  it('shows on a completed booking without a dispute, until 7 days after the punch-out', () => {
    expect(reportDeadline(completed)).toBe('2026-11-27T18:10:00.000Z');
    expect(canReportProblem(completed, 0, at('2026-11-21T12:00:00.000Z'))).toBe(true);
    expect(canReportProblem(completed, 0, at('2026-11-27T18:09:59.000Z'))).toBe(true);
    expect(canReportProblem(completed, 0, at('2026-11-27T18:10:00.000Z'))).toBe(false);
  });

  it('counts from the booked end when there was no punch-out', () => {
    expect(reportDeadline({ ...completed, punchOut: null })).toBe('2026-11-27T18:00:00.000Z');
    expect(canReportProblem({ ...completed, punchOut: null }, 0, at('2026-11-27T18:05:00.000Z'))).toBe(false);
  });

  it('counts 7 days on Quebec’s calendar, across the change to winter time', () => {
    // Punched out at 10 h on October 30, 2026 (UTC−4); a week later Quebec is on UTC−5.
    expect(reportDeadline({ endsAt: '2026-10-30T14:00:00.000Z', punchOut: null })).toBe('2026-11-06T15:00:00.000Z');
  });

  it('never shows on a booking that is not completed, or that has a dispute already', () => {
    for (const status of ['pending', 'confirmed', 'in_progress', 'cancelled']) expect(canReportProblem({ ...completed, status }, 0, at('2026-11-21T12:00:00.000Z')), status).toBe(false);
    expect(canReportProblem(completed, 1, at('2026-11-21T12:00:00.000Z'))).toBe(false);
  });
});

describe('whether the answer form shows', () => {
  const dispute = { side: 'client' as const, status: 'open', respondBy: '2026-11-24T12:00:00.000Z', answer: null };
  it('shows to the other side while the dispute is open, before its deadline', () => {
    expect(canAnswer(dispute, 'cleaner', at('2026-11-24T11:59:00.000Z'))).toBe(true);
    expect(canAnswer(dispute, 'cleaner', at('2026-11-24T12:00:00.000Z'))).toBe(false);
  });
  it('never shows to the one who opened it, nor once answered, uncontested or decided', () => {
    const before = at('2026-11-22T12:00:00.000Z');
    expect(canAnswer(dispute, 'client', before)).toBe(false);
    expect(canAnswer({ ...dispute, status: 'answered', answer: { text: 'Non', at: '2026-11-22T10:00:00.000Z' } }, 'cleaner', before)).toBe(false);
    expect(canAnswer({ ...dispute, status: 'uncontested' }, 'cleaner', before)).toBe(false);
    expect(canAnswer({ ...dispute, status: 'decided' }, 'cleaner', before)).toBe(false);
  });
  it('marks an open dispute past its deadline as overdue, and nothing else', () => {
    expect(isOverdue(dispute, at('2026-11-25T00:00:00.000Z'))).toBe(true);
    expect(isOverdue(dispute, at('2026-11-23T00:00:00.000Z'))).toBe(false);
    expect(isOverdue({ ...dispute, status: 'answered' }, at('2026-11-25T00:00:00.000Z'))).toBe(false);
  });
});

describe('dollars typed in a form, as cents', () => {
  it('reads whole and decimal dollars, with a point or the French comma', () => {
    expect(dollarsToCents('40')).toBe(4000);
    expect(dollarsToCents('40.5')).toBe(4050);
    expect(dollarsToCents('40,50')).toBe(4050);
    expect(dollarsToCents(' 1 234,05 $')).toBe(123405);
    expect(dollarsToCents('0.01')).toBe(1);
    // 0.29 * 100 is 28.999… in binary: the cents are counted from the text, not multiplied.
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
  it('refuses nothing, zero, negatives, a third decimal and letters', () => {
    for (const input of [undefined, null, '', '0', '0.00', '-5', '1.005', 'abc', '12a', '1.2.3']) expect(dollarsToCents(input), String(input)).toBeNull();
  });
  it('caps a refund or a credit at what can still be refunded', () => {
    expect(amountProblem(5000, 5000)).toBeNull();
    expect(amountProblem(5001, 5000)).toBe('too-much');
    expect(amountProblem(null, 5000)).toBe('required');
    expect(amountProblem(0, 5000)).toBe('required');
  });
});

describe('the bodies the forms send', () => {
  it('opens a dispute with the text trimmed, and photos and an amount only when given', () => {
    expect(openRequest({ reason: 'damage', description: '  Vase cassé  ', photoIds: [], amount: '' })).toEqual({ reason: 'damage', description: 'Vase cassé' });
    expect(openRequest({ reason: 'poor_quality', description: 'Salle de bain pas faite', photoIds: ['p-1', 'p-2'], amount: '45,50' })).toEqual({
      reason: 'poor_quality', description: 'Salle de bain pas faite', photoIds: ['p-1', 'p-2'], amountCents: 4550,
    });
    expect(openRequest({ description: 'Sans motif' })).toBeNull();
  });
  it('decides a rejection without an amount, a refund with its cents, and nothing over the refundable amount', () => {
    expect(decisionRequest({ decision: 'reject', amount: '10', reason: ' Rien à rembourser ' }, 10_000)).toEqual({ decision: 'reject', reason: 'Rien à rembourser' });
    expect(decisionRequest({ decision: 'refund', amount: '40', reason: 'Salle de bain non faite' }, 10_000)).toEqual({ decision: 'refund', amountCents: 4000, reason: 'Salle de bain non faite' });
    expect(decisionRequest({ decision: 'credit', amount: '100.01', reason: 'Geste commercial' }, 10_000)).toBeNull();
    expect(decisionRequest({ decision: 'refund', amount: '40', reason: '   ' }, 10_000)).toBeNull();
  });
});

describe('labels', () => {
  const t = (key: string) => `«${key}»`;
  it('names every status, reason and decision by its key, and an unknown value as it is', () => {
    expect(labelOf(STATUS_KEYS, 'uncontested', t)).toBe('«disputes:statuses.uncontested»');
    expect(labelOf(REASON_KEYS, 'late_or_short', t)).toBe('«disputes:reasons.late_or_short»');
    expect(labelOf(DECISION_KEYS, 'credit', t)).toBe('«disputes:decisions.credit»');
    expect(labelOf(STATUS_KEYS, 'reopened', t)).toBe('reopened');
    expect(labelOf(STATUS_KEYS, 'toString', t)).toBe('toString');
  });
  it('sorts the admins’ list oldest first', () => {
    const rows = [{ id: 'b', openedAt: '2026-11-22T10:00:00.000Z' }, { id: 'a', openedAt: '2026-11-20T10:00:00.000Z' }];
    expect(byAge(rows).map((row) => row.id)).toEqual(['a', 'b']);
  });
});
