import type { DisputeEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';

/** Disputes as their lists and screens show them (docs/api/disputes.md). */
export const disputes: Projection = {
  name: 'disputes',
  eventTypes: ['DisputeOpened', 'DisputeAnswered', 'DisputeUncontested', 'DisputeDecided'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as DisputeEvent;
    const position = recorded.position.commit.toString();
    switch (event.type) {
      case 'DisputeOpened': {
        const { disputeId, bookingId, clientId, cleanerId, openedBy, side, reason, description, photoIds, amountCents, openedAt, respondBy } = event.data;
        await tx`
          insert into disputes (dispute_id, booking_id, client_id, cleaner_id, opened_by, side, reason, description, photo_ids, amount_cents, status, opened_at, respond_by, position)
          values (${disputeId}, ${bookingId}, ${clientId}, ${cleanerId}, ${openedBy}, ${side}, ${reason}, ${description}, ${tx.json(photoIds)}, ${amountCents},
                  'open', ${openedAt}, ${respondBy}, ${position}::bigint)
          on conflict (dispute_id) do nothing`;
        return;
      }
      case 'DisputeAnswered':
        await tx`
          update disputes set status = 'answered', answered_by = ${event.data.answeredBy}, answer_text = ${event.data.text}, answered_at = ${event.data.at}, position = ${position}::bigint
          where dispute_id = ${event.data.disputeId}`;
        return;
      case 'DisputeUncontested':
        await tx`update disputes set status = 'uncontested', uncontested_at = ${event.data.at}, position = ${position}::bigint where dispute_id = ${event.data.disputeId}`;
        return;
      case 'DisputeDecided': {
        const { disputeId, decision, amountCents, reason, decidedBy, at } = event.data;
        await tx`
          update disputes set status = 'decided', decision = ${decision}, decision_amount_cents = ${amountCents}, decision_reason = ${reason}, decided_by = ${decidedBy},
                 decided_at = ${at}, position = ${position}::bigint
          where dispute_id = ${disputeId}`;
        return;
      }
      default:
        return;
    }
  },
  reset: async (tx) => {
    await tx`delete from disputes`;
  },
};
