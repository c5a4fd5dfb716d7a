import confusables from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * A message's characters brought back to plain Latin letters and ASCII digits before the phone-number rule reads
 * it: every other way of drawing a digit or a letter is a way around the rule ("𝟓①⁵", "5️⃣", "५", "fivе" with a
 * Cyrillic е). Case is kept: "S14" reads differently from "s14" further on.
 */

/**
 * Unicode's confusables (UTS #39, confusables.txt as shipped by the `unhomoglyph` package), kept to the characters
 * outside ASCII that look like one ASCII letter or digit: Cyrillic о, а, е, с, Greek ο, Cherokee Ꭲ… Latin letters
 * themselves are left alone (the table draws "m" as "rn").
 */
const LOOKS_LIKE_ASCII: ReadonlyMap<string, string> = new Map(
  Object.entries(confusables).filter(
    ([from, to]) => [...from].length === 1 && (from.codePointAt(0) ?? 0) > 0x7f && /^[A-Za-z0-9]$/.test(to),
  ),
);

/** Circled and negative circled numbers that NFKC leaves as they are (it does unfold ①, ⑩ and ⓪). */
const ENCLOSED_RANGES: readonly (readonly [first: number, last: number, firstValue: number])[] = [
  [0x2776, 0x277f, 1], // ❶…❿
  [0x2780, 0x2789, 1], // ➀…➉
  [0x278a, 0x2793, 1], // ➊…➓
  [0x24eb, 0x24f4, 11], // ⓫…⓴
  [0x24f5, 0x24fe, 1], // ⓵…⓾
  [0x24ff, 0x24ff, 0], // ⓿
  [0x1f10b, 0x1f10c, 0], // 🄋 🄌
  [0x1f51f, 0x1f51f, 10], // 🔟
];

const enclosedValue = (codePoint: number): string | null => {
  for (const [first, last, firstValue] of ENCLOSED_RANGES) {
    if (codePoint >= first && codePoint <= last) return String(firstValue + codePoint - first);
  }
  return null;
};

const DECIMAL_DIGIT = /\p{Nd}/u;
const digitValues = new Map<number, string>();

/** A decimal digit of any script as 0–9: Unicode lays each script's digits out as ten code points, 0 to 9. */
const asciiDigit = (codePoint: number): string => {
  const known = digitValues.get(codePoint);
  if (known !== undefined) return known;
  let before = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - before - 1))) before += 1;
  const digit = String(before % 10);
  digitValues.set(codePoint, digit);
  return digit;
};

/** Marks (accents, keycaps ⃣, variation selectors, strike-throughs) and invisible format characters (zero-width). */
const MARKS_AND_FORMATS = /[\p{M}\p{Cf}]/gu;

/** The text with one plain form for every digit and for letters borrowed from other scripts; accents dropped. */
export function plainCharacters(text: string): string {
  let plain = '';
  for (const character of text.normalize('NFKC')) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x80) plain += character;
    else plain += enclosedValue(codePoint) ?? character;
  }
  plain = plain.normalize('NFD').replace(MARKS_AND_FORMATS, '');
  let result = '';
  for (const character of plain) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x80) result += character;
    else if (DECIMAL_DIGIT.test(character)) result += asciiDigit(codePoint);
    else result += LOOKS_LIKE_ASCII.get(character) ?? character;
  }
  return result;
}
