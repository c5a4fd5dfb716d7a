import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store';
import { EMAIL_EFFECT, liveReactor } from './live-reactor';
import { PUSH_EFFECT, PushSubscriptionSchema } from './push';
import * as v from 'valibot';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e-1',
  streamId: 'conversation-b-1',
  revision: 0n,
  type,
  data,
  metadata: {},
  position: { commit: 1n, prepare: 1n },
  created: new Date('2026-11-29T12:00:00.000Z'),
});
const reactTo = (event: RecordedEvent) => liveReactor.react(event, { state: liveReactor.source!.initialState });
const effectsNamed = (name: string, event: RecordedEvent) => reactTo(event).filter((reaction) => reaction.kind === 'effect' && reaction.name === name);

describe('pushes of the notifications reactor', () => {
  it('pushes a new message to its recipient alone, with the start of its text', () => {
    const long = 'x'.repeat(200);
    const pushes = effectsNamed(PUSH_EFFECT, recorded('MessageSent', { bookingId: 'b-1', messageId: 'm-1', senderId: 'u-client', recipientId: 'u-cleaner', text: long, sentAt: '2026-11-29T12:00:00.000Z' }));
    expect(pushes).toEqual([
      {
        kind: 'effect',
        effectId: 'push:e-1:u-cleaner',
        name: PUSH_EFFECT,
        data: { template: 'new-message', userId: 'u-cleaner', bookingId: 'b-1', startsAt: null, otherId: 'u-client', amountCents: null, preview: `${'x'.repeat(119)}…` },
      },
    ]);
  });

  it('pushes what it mails, to the same person, after the e-mail', () => {
    const event = recorded('PayoutStatusChanged', { cleanerId: 'u-cleaner', status: 'paid' });
    const reactions = reactTo(event);
    expect(reactions.map((reaction) => (reaction.kind === 'effect' ? reaction.name : reaction.kind))).toEqual([EMAIL_EFFECT, PUSH_EFFECT]);
    expect(reactions[1]).toMatchObject({ effectId: 'push:e-1:u-cleaner', data: { template: 'payout-sent', userId: 'u-cleaner' } });
    expect(effectsNamed(PUSH_EFFECT, recorded('PayoutStatusChanged', { cleanerId: 'u-cleaner', status: 'in_transit' }))).toEqual([]);
  });

  it('takes a browser PushSubscription and refuses keys of the wrong size', () => {
    const p256dh = `B${'A'.repeat(86)}`;
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } };
    expect(v.safeParse(PushSubscriptionSchema, good).success).toBe(true);
    expect(v.safeParse(PushSubscriptionSchema, { ...good, keys: { ...good.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }).success).toBe(false);
    expect(v.safeParse(PushSubscriptionSchema, { ...good, keys: { ...good.keys, p256dh: p256dh.slice(2) } }).success).toBe(false);
    const refused = v.safeParse(PushSubscriptionSchema, { ...good, endpoint: `https://x.ca/${'a'.repeat(2048)}` });
    expect(refused.success ? [] : refused.issues.map((issue) => issue.message)).toContain('push.invalid-subscription');
  });
});
