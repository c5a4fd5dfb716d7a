import { describe, expect, it } from 'vitest';
import { containsPhoneNumber, normalisePhoneText } from './phone-numbers';

describe('phone numbers in messages', () => {
  it.each([
    'appelle-moi au cinq-un-quatre 555 0199',
    'Call me at five one four, 555-0199',
    '514-555-0199',
    '(514) 555-0199',
    '514.555.01.99',
    '+1 514 555 0199',
    '1-800-555-0199',
    '5l4 555 OI99',
    'mon cell: 4 3 8 - 5 5 5 - 0 1 9 9',
    'texte-moi au 555-0199',
    'quatre trois huit cinq cinq cinq zéro un neuf neuf',
    'nine zero two 555 0199 (Halifax)',
  ])('refuses %s', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each([
    'La clé est sous le pot de fleurs, code 1234.',
    'Je serai là à 9 h 30, le 12 décembre.',
    'Il y a 2 chats et 1 chien.',
    'The parking spot is number 42, level P2.',
    'Le ménage coûte 176,00 $.',
    'H2J 2L3',
    'Apartment 1204, buzz 1204',
    'On se voit en 2026!',
    'Merci pour tout, à la semaine prochaine.',
  ])('lets %s through', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });

  it('normalises words, look-alike letters and separators', () => {
    expect(normalisePhoneText('cinq-un-quatre 555 0199')).toBe('5145550199');
    expect(normalisePhoneText('5l4 555 OI99')).toContain('5145550199');
  });

  it.each([
    ['𝟓𝟏𝟒', '514'],
    ['⑤①④ ❺❺❺ ➀⓪', '51455510'],
    ['⁵¹⁴ ₅₅₅', '514555'],
    ['5️⃣1️⃣4️⃣', '514'],
    ['५१४ ٥٥٥ ５５５', '514555555'],
  ])('reads %s as the digits %s', (text, digits) => {
    expect(normalisePhoneText(text)).toBe(digits);
  });

  it.each([
    ['cinq cent quatorze', '514'],
    ['cinq-cent-quatorze', '514'],
    ['quatre-vingt-dix-neuf', '99'],
    ['soixante-douze', '72'],
    ['soixante et onze', '71'],
    ['dix-sept', '17'],
    ['sept cent quatre-vingt-sept', '787'],
    ['deux mille vingt-sept', '2027'],
    ['five fourteen', '514'],
    ['five hundred fourteen', '514'],
    ['ninety-nine', '99'],
    ['seventeen', '17'],
    ['double five', '55'],
    ['cinqunquatre', '514'],
    ['fivеοnefour', '514'], // Cyrillic е, Greek ο
  ])('reads the words %s as %s', (text, digits) => {
    expect(normalisePhoneText(text)).toBe(digits);
  });

  it('reads look-alike letters as digits only next to digits, never ordinary words', () => {
    expect(normalisePhoneText('S14 SSS OIqq')).toBe('5145550199');
    expect(normalisePhoneText('Il y a 2 chats, so big')).toBe('2');
  });

  it('marks what follows a spoken or written plus', () => {
    expect(normalisePhoneText('plus un 514')).toBe('+1514');
    expect(normalisePhoneText('+33 6 12')).toBe('+33612');
  });
});
