import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '@weklean/domain';
import { composeEmail } from './email-notifications';

const request = { template: 'new-request' as const, userId: 'u-1', bookingId: 'b-1', startsAt: '2026-11-26T14:00:00.000Z', otherId: 'u-2', amountCents: null };

describe('notification e-mails', () => {
  it('asks the cleaner to answer a new request, with links that act, in their language', () => {
    const fr = composeEmail(request, 'fr', { name: 'Audrey', other: 'Camille Roy', publicUrl: 'https://weklean.ca' });
    expect(fr.subject).toBe('Nouvelle demande de ménage pour le jeudi 26 novembre 2026 à 9 h 00');
    expect(fr.text).toContain('Bonjour Audrey,');
    expect(fr.text).toContain('Camille Roy vous demande un ménage');
    expect(fr.text).toContain('Accepter : https://weklean.ca/bookings/b-1/accept');
    expect(fr.text).toContain('Refuser : https://weklean.ca/bookings/b-1/decline');
    const en = composeEmail(request, 'en', { name: 'Audrey', other: 'Camille Roy', publicUrl: 'https://weklean.ca' });
    expect(en.subject).toBe('New cleaning request for Thursday, November 26, 2026 at 9:00 a.m.');
    expect(en.text).toContain('Accept: https://weklean.ca/bookings/b-1/accept');
  });
  it('has every template in both languages, with no placeholder left', () => {
    for (const template of EMAIL_TEMPLATES) {
      for (const language of ['fr', 'en'] as const) {
        const mail = composeEmail({ ...request, template }, language, { name: 'A', other: 'B', publicUrl: 'https://weklean.ca' });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\{|undefined/);
      }
    }
  });
  it('sends a client whose balance failed to the pay page', () => {
    const mail = composeEmail({ ...request, template: 'balance-failed', startsAt: null }, 'en', { name: 'A', other: 'B', publicUrl: 'https://weklean.ca' });
    expect(mail.text).toContain('https://weklean.ca/bookings/b-1/pay');
  });
});
