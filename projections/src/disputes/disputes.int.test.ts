import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { disputeStream, type DisputeAnswered, type DisputeDecided, type DisputeOpened, type DisputeUncontested } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { disputeById, disputesByAge, disputesOfBooking, disputesOfPerson, eraseDisputeTextsBy } from './queries';
import { disputes } from './disputes';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T15:00:00.000Z`;
const threeDaysAfter = (day: number) => at(day + 3);

/** A dispute opened on `day` by the client of a booking of its own. */
const opening = (day: number, people: { clientId: string; cleanerId: string } = { clientId: randomUUID(), cleanerId: randomUUID() }) => {
  const bookingId = randomUUID();
  const data: DisputeOpened['data'] = {
    disputeId: bookingId, bookingId, ...people, openedBy: people.clientId, side: 'client', reason: 'poor_quality', description: 'La cuisine est sale.',
    photoIds: ['p-1'], amountCents: 4000, openedAt: at(day), respondBy: threeDaysAfter(day),
  };
  const event: GivenEvent = { stream: disputeStream(bookingId), type: 'DisputeOpened', data };
  return { id: bookingId, data, event };
};

describe('the disputes read model', () => {
  let spec: Awaited<ReturnType<typeof readModelSpec>>;
  beforeAll(async () => {
    spec = await readModelSpec(disputes, 'read_model_disputes');
  });
  afterAll(async () => spec?.close());
  beforeEach(async () => spec.reset());

  it('holds an opened dispute with its deadline, then its answer and its decision', async () => {
    const { id, data, event } = opening(20);
    await spec.given([event]);
    expect(await disputeById(spec.sql, id)).toMatchObject({
      dispute_id: id, booking_id: id, status: 'open', side: 'client', reason: 'poor_quality', description: 'La cuisine est sale.', photo_ids: ['p-1'], amount_cents: 4000,
      opened_at: new Date(at(20)), respond_by: new Date(at(23)), answer_text: null, decision: null,
    });
    const answered: DisputeAnswered['data'] = { disputeId: id, bookingId: id, answeredBy: data.cleanerId, text: 'Tout était propre.', at: at(21) };
    const decided: DisputeDecided['data'] = {
      disputeId: id, bookingId: id, clientId: data.clientId, cleanerId: data.cleanerId, decision: 'refund', amountCents: 2500, reason: 'Photos probantes.', decidedBy: randomUUID(), at: at(22),
    };
    await spec.given([{ stream: disputeStream(id), type: 'DisputeAnswered', data: answered }]);
    expect(await disputeById(spec.sql, id)).toMatchObject({ status: 'answered', answered_by: data.cleanerId, answer_text: 'Tout était propre.', answered_at: new Date(at(21)) });
    await spec.given([{ stream: disputeStream(id), type: 'DisputeDecided', data: decided }]);
    expect(await disputeById(spec.sql, id)).toMatchObject({ status: 'decided', decision: 'refund', decision_amount_cents: 2500, decision_reason: 'Photos probantes.', decided_at: new Date(at(22)) });
    expect((await disputesOfBooking(spec.sql, id)).map((row) => row.dispute_id)).toEqual([id]);
    // The cleaner's account deleted: their answer reads empty, as the log reads it once their key is destroyed.
    await eraseDisputeTextsBy(spec.sql, data.cleanerId);
    expect(await disputeById(spec.sql, id)).toMatchObject({ description: 'La cuisine est sale.', answer_text: '', decision_reason: 'Photos probantes.' });
  });

  it('lists disputes oldest first, by status, and by person on either side', async () => {
    const client = randomUUID();
    const cleaner = randomUUID();
    const older = opening(10, { clientId: client, cleanerId: randomUUID() });
    const newer = opening(12, { clientId: randomUUID(), cleanerId: cleaner });
    const middle = opening(11, { clientId: client, cleanerId: cleaner });
    const uncontested: DisputeUncontested['data'] = { disputeId: middle.id, bookingId: middle.id, at: at(14) };
    await spec.given([newer.event, older.event, middle.event, { stream: disputeStream(middle.id), type: 'DisputeUncontested', data: uncontested }]);
    expect((await disputesByAge(spec.sql, null)).map((row) => row.dispute_id)).toEqual([older.id, middle.id, newer.id]);
    expect((await disputesByAge(spec.sql, 'open')).map((row) => row.dispute_id)).toEqual([older.id, newer.id]);
    expect(await disputesByAge(spec.sql, 'uncontested')).toMatchObject([{ dispute_id: middle.id, uncontested_at: new Date(at(14)) }]);
    expect((await disputesOfPerson(spec.sql, client)).map((row) => row.dispute_id)).toEqual([older.id, middle.id]);
    expect((await disputesOfPerson(spec.sql, cleaner)).map((row) => row.dispute_id)).toEqual([middle.id, newer.id]);
  });

  it('applies the log again without a second row (a replay)', async () => {
    const { id, event } = opening(20);
    await spec.given([event]);
    const before = (await disputesByAge(spec.sql, null)).length;
    await spec.replay();
    // The replay brings back the earlier cases' disputes too (the log keeps them); this one is there once, as it was.
    expect((await disputesByAge(spec.sql, null)).filter((row) => row.dispute_id === id)).toHaveLength(1);
    expect((await disputesByAge(spec.sql, null)).length).toBeGreaterThanOrEqual(before);
    expect(await disputeById(spec.sql, id)).toMatchObject({ status: 'open' });
  });
});
