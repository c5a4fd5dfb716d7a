import { digitsOfNumberWords } from './number-words';
import { plainCharacters } from './phone-text';
import { phoneItems, type PhoneItem } from './phone-tokens';

/**
 * Phone numbers are not allowed in messages (SPEC 5): people would take the booking off the platform. A number can
 * hide behind other scripts' digits ("𝟓①⁵", "5️⃣", "५"), look-alike letters ("5l4 SSS OIqq", "fivе" with a Cyrillic
 * е), words ("cinq cent quatorze", "five fourteen", "cinqunquatre"), separators and short words between its parts
 * ("5 un 4 et 555 puis 0199", "514 (my cell) 555 0199"), or a spoken prefix ("plus un", "area code"). So the text is
 * brought to plain characters (phone-text.ts), cut into digits, number words and fillers (phone-tokens.ts), the
 * parts that follow each other are joined into runs, and a run holding a North American, local, French or
 * international number is refused. What must stay allowed: dates, times, amounts, door codes, civic numbers,
 * postal codes and booking ids (the corpus in phone-corpus.ts).
 */

/**
 * Dates, times, postal codes and ids, taken out before reading: "2027-03-12 14:30" is 12 digits in a row, and a
 * postal code "G1B 2S4" reads as digits. Each pattern is bounded (no nested repetition on user text).
 */
const NOT_PHONE_NUMBERS: readonly RegExp[] = [
  /(?<![\p{L}\d-])[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?![\p{L}\d])/giu,
  /(?<![\p{L}\d])[abceghj-nprstvxy]\d[abceghj-nprstv-z][ -]?\d[abceghj-nprstv-z]\d(?![\p{L}\d])/giu,
  /(?<![\p{L}\d])(?:19|20)\d\d([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?![\p{L}\d])/gu,
  /(?<![\p{L}\d])(?:0?[1-9]|[12]\d|3[01])([-/.])(?:0?[1-9]|[12]\d|3[01])\1(?:19|20)\d\d(?![\p{L}\d])/gu,
  /(?<![\p{L}\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\p{L}\d:])/gu,
  // Amounts with thousands ("2 500 000 $", "$1,250,000"): two groups at most, too short for a number with its area code.
  /(?<![\p{L}\d]|\d[ ,.\u00a0\u202f])\d{1,3}(?:[ ,.\u00a0\u202f]\d{3}){1,2}(?:[.,]\d\d)?\s{0,2}[$€]/gu,
  /[$€]\s{0,2}\d{1,3}(?:[ ,.\u00a0\u202f]\d{3}){1,2}(?:[.,]\d\d)?(?![\p{L}\d]|[ ,.\u00a0\u202f]\d)/gu,
  // "March 24, 2027 at 2 pm" would run on into the hour.
  /(?<![\p{L}\d])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{0,3}(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?\s{0,3}(?:19|20)\d\d(?![\p{L}\d])/giu,
  // "le 22 sept 2027": "sept" is September here, not 7.
  /(?<![\p{L}\d])(?:0?[1-9]|[12]\d|3[01])\s{0,3}sept\.?\s{0,3}(?:19|20)\d\d(?![\p{L}\d])/giu,
];

/** Where one was taken out: a mark that ends a number (phone-tokens.ts). */
const TAKEN_OUT = ' ¤ ';

/** At most this many short words between two parts of one number. */
const MAX_FILLERS = 4;
/** A local number without its area code is the shortest; none is longer than E.164's 15 digits. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

type Run = { groups: string[]; afterPlus: Set<number>; strong: boolean; digits: number };

/** Parts that follow each other, across separators and short words, joined into runs of digit groups. */
function runsOf(items: readonly PhoneItem[]): Run[] {
  const runs: Run[] = [];
  let run: Run = { groups: [], afterPlus: new Set(), strong: false, digits: 0 };
  let words: string[] = [];
  let fillers = 0;
  let plus = false;
  const flushWords = () => {
    if (words.length === 0) return;
    const said = words;
    words = [];
    add(digitsOfNumberWords(said), true);
  };
  const add = (groups: readonly string[], strong: boolean) => {
    const afterPlus = plus;
    if (fillers > MAX_FILLERS) end();
    if (afterPlus) run.afterPlus.add(run.groups.length);
    run.groups.push(...groups);
    run.digits += groups.reduce((count, group) => count + group.length, 0);
    run.strong ||= strong;
    fillers = 0;
    plus = false;
  };
  const end = () => {
    flushWords();
    if (run.strong) runs.push(run);
    run = { groups: [], afterPlus: new Set(), strong: false, digits: 0 };
    fillers = 0;
    plus = false;
  };
  items.forEach((item, index) => {
    switch (item.kind) {
      case 'words':
        if (fillers > MAX_FILLERS) end();
        words.push(...item.words);
        fillers = 0;
        return;
      case 'digits':
        flushWords();
        // A civic number after a unit number ("app. 304, 1234 rue Saint-Denis") is an address, not a number's end.
        if (nextMeaningful(items, index)?.kind === 'street' && run.digits <= 4) return end();
        return add(item.groups, item.strong);
      case 'joiner':
        // Inside number words it joins them ("soixante et onze"); elsewhere it is a filler ("514 et 555").
        if (words.length > 0) words.push('et');
        else fillers += 1;
        return;
      case 'filler':
        flushWords();
        fillers += 1;
        return;
      case 'plus':
        flushWords();
        plus = true;
        return;
      case 'soft':
        return;
      case 'street':
      case 'break':
        return end();
    }
  });
  end();
  return runs;
}

const nextMeaningful = (items: readonly PhoneItem[], index: number): PhoneItem | undefined => {
  for (let next = index + 1; next < items.length; next += 1) {
    if (items[next]?.kind !== 'soft') return items[next];
  }
  return undefined;
};

/** A North American number (with or without its 1), a local one, a French or British one, or one dialled abroad. */
const isPhoneNumber = (digits: string, afterPlus: boolean): boolean =>
  /^1?[2-9]\d\d[2-9]\d{6}$/.test(digits) ||
  /^[2-9]\d{6}$/.test(digits) ||
  /^0[1-9]\d{8,9}$/.test(digits) ||
  /^(?:00|011)[1-9]\d{6,12}$/.test(digits) ||
  (afterPlus && /^[1-9]\d{7,14}$/.test(digits));

/** Any stretch of whole groups of the run: "Code 4582, 514 555 0199" holds a number after the code. */
const holdsPhoneNumber = (run: Run): boolean =>
  run.groups.some((_, first) => {
    let digits = '';
    for (let last = first; last < run.groups.length; last += 1) {
      digits += run.groups[last] ?? '';
      if (digits.length > MAX_DIGITS) return false;
      if (digits.length >= MIN_DIGITS && isPhoneNumber(digits, run.afterPlus.has(first))) return true;
    }
    return false;
  });

const runsOfText = (text: string): Run[] => {
  let plain = plainCharacters(text);
  for (const pattern of NOT_PHONE_NUMBERS) plain = plain.replace(pattern, TAKEN_OUT);
  return runsOf(phoneItems(plain));
};

/** What the rule reads in a text: its runs of digits, "+" first after a plus, separated by spaces. */
export function normalisePhoneText(text: string): string {
  return runsOfText(text)
    .map((run) => run.groups.map((group, index) => (run.afterPlus.has(index) ? `+${group}` : group)).join(''))
    .join(' ');
}

/** Whether a message's text holds a phone number, however it is written. */
export function containsPhoneNumber(text: string): boolean {
  return runsOfText(text).some(holdsPhoneNumber);
}
