import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/**
 * Phone numbers are not allowed in messages (SPEC 5): people would take the booking off the platform. A number can
 * hide behind words ("cinq un quatre…", "five one four…"), letters used as digits ("5l4 555 OI99") and separators
 * ("514.555-01 99"). The text is normalised first, then searched by libphonenumber-js (Canada by default, the full
 * metadata), and any local seven-digit number is refused as well.
 */

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', zéro: '0', oh: '0',
  un: '1', une: '1', one: '1',
  deux: '2', two: '2',
  trois: '3', three: '3',
  quatre: '4', four: '4', for: '4',
  cinq: '5', five: '5',
  six: '6',
  sept: '7', seven: '7',
  huit: '8', eight: '8',
  neuf: '9', nine: '9',
};

const SEPARATORS = String.raw`[\s.\-‐‑‒–—―()/_+,*#~'"]*`;

/** The text with spelled-out digits, look-alike letters and separators between digits taken away. */
export function normalisePhoneText(text: string): string {
  let normalised = text.normalize('NFC').toLowerCase();
  // Spelled-out digits, as whole words (also glued with hyphens: "cinq-un-quatre").
  normalised = normalised.replace(/[a-zéèêàç]+/g, (word) => DIGIT_WORDS[word] ?? word);
  // Letters used as digits, next to a digit (or next to one across a separator): o → 0, l and i → 1.
  const lookAlike = /(?<=\d[\s.-]*)[oöli]|[oöli](?=[\s.-]*\d)/g;
  for (let pass = 0; pass < 4; pass += 1) {
    normalised = normalised.replace(lookAlike, (letter: string, offset: number) => {
      // Only inside a run of digits and look-alikes: the "i" of "mail 2" stays a letter.
      const before = normalised[offset - 1] ?? ' ';
      const after = normalised[offset + 1] ?? ' ';
      const word = (character: string) => /[a-zàâçéèêëîïôûùüÿñæœ]/.test(character) && !/[oöli]/.test(character);
      if (word(before) || word(after)) return letter;
      return letter === 'o' || letter === 'ö' ? '0' : '1';
    });
  }
  // Separators between digits.
  normalised = normalised.replace(new RegExp(String.raw`(\d)${SEPARATORS}(?=\d)`, 'g'), '$1');
  return normalised;
}

/** Whether a message's text holds a phone number, however it is written. */
export function containsPhoneNumber(text: string): boolean {
  const normalised = normalisePhoneText(text);
  if (findPhoneNumbersInText(normalised, { defaultCountry: 'CA' }).length > 0) return true;
  // A long run of digits that the library does not recognise (an invalid area code) is still a number to call.
  if (/(?<!\d)1?[2-9]\d{9}(?!\d)/.test(normalised)) return true;
  // A local number without its area code.
  return /(?<!\d)[2-9]\d{6}(?!\d)/.test(normalised);
}
