import { describe, expect, it } from 'vitest';
import { composeDigest } from './message-digests';

const digest = { booking_id: 'b-1', starts_at: new Date('2026-11-26T14:00:00.000Z'), count: 3, texts: ['Le code est 4821.', '', 'x'.repeat(300)] };

describe('the unread-messages digest', () => {
  it('gathers a conversation’s unread messages in one e-mail, oldest first, in the reader’s language', () => {
    const fr = composeDigest(digest, 'fr', { name: 'Audrey', other: 'Camille Roy', publicUrl: 'https://weklean.ca' });
    expect(fr.subject).toBe('Camille Roy vous a écrit sur Weklean');
    expect(fr.text).toContain('Bonjour Audrey,');
    expect(fr.text).toContain('au sujet du ménage du jeudi 26 novembre 2026 : 3');
    // The latest message last; a long one cut; an erased one (its author's account deleted) left out.
    expect(fr.text).toContain(`« ${'x'.repeat(200)}… »\n« Le code est 4821. »`);
    expect(fr.text).toContain('Répondre : https://weklean.ca/messages/b-1');
    expect(fr.text).toContain('https://weklean.ca/profile');
    const en = composeDigest(digest, 'en', { name: 'Audrey', other: 'Camille Roy', publicUrl: 'https://weklean.ca' });
    expect(en.subject).toBe('Camille Roy wrote to you on Weklean');
    expect(en.text).toContain('"Le code est 4821."');
    expect(`${fr.text}${en.text}`).not.toMatch(/\{\{|undefined/);
  });
});
