import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, type PushTemplate } from '@weklean/domain';
import { composePush, pushTexts, pushUrlOf } from './push-notifications';

const request = { template: 'new-request' as const, userId: 'u-1', bookingId: 'b-1', startsAt: '2026-11-26T14:00:00.000Z', otherId: 'u-2', amountCents: null };
const templates: PushTemplate[] = [...EMAIL_TEMPLATES, 'new-message'];

describe('push notifications', () => {
  it('tells the cleaner of a new request in their language, and opens the booking', () => {
    expect(composePush(request, 'fr', { other: 'Camille Roy' })).toEqual({
      title: 'Nouvelle demande de ménage',
      body: 'Camille Roy vous demande un ménage le jeudi 26 novembre 2026 à 9 h 00. Répondez avant l’expiration de la demande.',
      url: '/bookings/b-1',
      tag: 'booking:b-1',
    });
    expect(composePush(request, 'en', { other: 'Camille Roy' }).body).toBe('Camille Roy asks you for a cleaning on Thursday, November 26, 2026 at 9:00 a.m.: answer before the request expires.');
  });

  it('opens the page of each notification: the pay page, the payouts, the conversation', () => {
    expect(pushUrlOf({ template: 'balance-failed', bookingId: 'b-1' })).toBe('/bookings/b-1/pay');
    expect(pushUrlOf({ template: 'payout-sent', bookingId: null })).toBe('/profile/payouts');
    expect(pushUrlOf({ template: 'new-message', bookingId: 'b-1' })).toBe('/messages/b-1');
    expect(pushUrlOf({ template: 'dispute-opened', bookingId: 'b-1' })).toBe('/bookings/b-1');
    const message = composePush({ ...request, template: 'new-message', startsAt: null, preview: 'La clé est sous le pot.' }, 'en', { other: 'Camille Roy' });
    expect(message).toEqual({ title: 'New message from Camille Roy', body: 'La clé est sous le pot.', url: '/messages/b-1', tag: 'message:b-1' });
    expect(composePush({ ...request, template: 'payout-sent', bookingId: null, startsAt: null, otherId: null }, 'fr', { other: '' }).tag).toBe('payout-sent');
  });

  it('has every template in both languages with the same placeholders, and none left unfilled', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(pushTexts.en).sort()).toEqual(Object.keys(pushTexts.fr).sort());
    expect(Object.keys(pushTexts.fr).sort()).toEqual([...templates].sort());
    for (const template of templates) {
      expect(placeholders(pushTexts.en[template].title + pushTexts.en[template].body), template).toEqual(placeholders(pushTexts.fr[template].title + pushTexts.fr[template].body));
      for (const language of ['fr', 'en'] as const) {
        const push = composePush({ ...request, template, preview: 'Bonjour' }, language, { other: 'B' });
        expect(push.title.length, `${language} ${template}`).toBeGreaterThan(5);
        expect(`${push.title}${push.body}`).not.toMatch(/\{\{|undefined/);
      }
    }
  });
});
