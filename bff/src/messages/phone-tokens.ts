import { digitsOfNumberWords, isJoiner, numberWordsOf } from './number-words';

/**
 * A message cut into what the phone-number rule cares about: digits (however written), number words, the short
 * words people put between parts of a number ("et", "puis", "my cell"), a "+" (or "plus"), street names (a civic
 * number is no phone) and everything else, which ends a number.
 */
export type PhoneItem =
  | { kind: 'digits'; groups: readonly string[]; strong: boolean }
  | { kind: 'words'; words: readonly string[] }
  | { kind: 'joiner' | 'filler' | 'soft' | 'plus' | 'street' | 'break' };

/** Letters drawn for digits, as they are typed: "5l4", "S14", "OIgg", "5I4-SSS-OIqq". Case matters ("a" is a word). */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0', o: '0', D: '0', ø: '0', Ø: '0',
  I: '1', l: '1', i: '1', '|': '1',
  Z: '2', z: '2',
  A: '4',
  S: '5', s: '5',
  G: '6', b: '6',
  T: '7',
  B: '8',
  g: '9', q: '9',
};

/** Ordinary words made only of those letters: never digits on their own ("Il y a", "SO 2 rooms", "it is"). */
const LOOKALIKE_WORDS = new Set([
  'a', 'i', 'is', 'so', 'si', 'il', 'os', 'oil', 'lol', 'bis', 'big', 'bog', 'boss', 'loss', 'lis', 'gig', 'zoo',
  'bio', 'sis', 'blog', 'go', 'do', 'to', 'at', 'as', 'it', 'ta', 'sa', 'bob', 'boo', 'solo', 'silo', 'soil', 'oz',
  'iso', 'sos',
]);

/** Words said between the parts of a number, in French and English (without accents). */
const FILLERS = new Set([
  // French, with the elided articles and pronouns ("l'", "d'", "c'est"); "et" and "and" are joiners (number-words.ts)
  'puis', 'ensuite', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'd', 'au', 'aux', 'est', 'c', 's', 'j', 'm',
  'n', 'qu', 'mon', 'ma', 'mes', 'cell', 'cel', 'cellulaire', 'tel', 'telephone', 'numero', 'num', 'no', 'appelle',
  'appelez', 'appeler', 'texte', 'textez', 'ecris', 'ecrivez', 'moi', 'me', 'ou', 'sinon', 'apres', 'suivi', 'suivie',
  'par', 'indicatif', 'regional', 'regionale', 'code', 'poste',
  // English
  'then', 'after', 'followed', 'by', 'my', 'cellphone', 'phone', 'mobile', 'number', 'call', 'text', 'at',
  'or', 'area', 'the', 'dial', 'reach', 'on', 'us', 'ext', 'extension', 'next',
]);

/** Street types after a civic number ("1234 rue Saint-Denis", "55 Main St"). */
const STREETS = new Set([
  'rue', 'avenue', 'av', 'ave', 'boulevard', 'boul', 'bd', 'blvd', 'chemin', 'ch', 'route', 'rte', 'rang', 'place',
  'pl', 'montee', 'cote', 'croissant', 'terrasse', 'allee', 'impasse', 'promenade', 'street', 'st', 'road', 'rd',
  'drive', 'dr', 'lane', 'ln', 'court', 'ct', 'crescent', 'cres', 'way', 'square',
]);

/** These end a number: amounts, percentages, e-mail addresses, and the mark left where a date or a code was. */
const BREAKERS = new Set(['$', '€', '£', '¥', '¢', '%', '@', '¤']);

/** A bracket closed this close counts as an aside ("514 (my cell) 555 0199"): its words do not end the number. */
const ASIDE_LENGTH = 60;

const TOKEN = /[\p{L}0-9|]+|[^\p{L}0-9|]/gu;
const DIGITS = /^[0-9]+$/;
const LETTERS = /^[\p{L}|]+$/u;
const RUNS = /[0-9]+|[^0-9]+/g;

const allLookalikes = (word: string) => [...word].every((character) => Object.hasOwn(DIGIT_LOOKALIKES, character) || /[0-9]/.test(character));
const asDigits = (word: string) => [...word].map((character) => DIGIT_LOOKALIKES[character] ?? character).join('');

/** Letters and digits glued together: "5l4", "S14", "cinq1quatre"; anything else glued to digits ("14h30", "H2X") ends a number. */
function mixedItem(word: string): PhoneItem {
  if (allLookalikes(word)) return { kind: 'digits', groups: [asDigits(word)], strong: true };
  const groups: string[] = [];
  for (const run of word.toLowerCase().match(RUNS) ?? []) {
    if (DIGITS.test(run)) {
      groups.push(run);
      continue;
    }
    const words = numberWordsOf(run);
    if (!words) return { kind: 'break' };
    groups.push(...digitsOfNumberWords(words));
  }
  return { kind: 'digits', groups, strong: true };
}

function wordItem(word: string, inAside: boolean): PhoneItem {
  const lower = word.toLowerCase();
  if (/^\|+$/.test(word)) return { kind: 'soft' };
  const words = numberWordsOf(lower);
  if (words) return { kind: 'words', words };
  if (lower === 'plus') return { kind: 'plus' };
  if (isJoiner(lower)) return { kind: 'joiner' };
  if (FILLERS.has(lower)) return { kind: 'filler' };
  if (STREETS.has(lower)) return { kind: 'street' };
  if (allLookalikes(word) && !LOOKALIKE_WORDS.has(lower)) return { kind: 'digits', groups: [asDigits(word)], strong: false };
  return inAside ? { kind: 'filler' } : { kind: 'break' };
}

/** The message (already in plain characters, dates and codes taken out) as items, in order. */
export function phoneItems(text: string): PhoneItem[] {
  const items: PhoneItem[] = [];
  let asideEndsAt = -1;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const at = match.index;
    if (token === '(' || token === '[') {
      const close = text.slice(at + 1, at + 1 + ASIDE_LENGTH).search(token === '(' ? /[)\n]/ : /[\]\n]/);
      if (close >= 0 && text[at + 1 + close] !== '\n') asideEndsAt = at + 1 + close;
    }
    if (DIGITS.test(token)) items.push({ kind: 'digits', groups: [token], strong: true });
    else if (LETTERS.test(token)) items.push(wordItem(token, at < asideEndsAt));
    else if (/[\p{L}|]/u.test(token)) items.push(mixedItem(token));
    else if (token === '+') items.push({ kind: 'plus' });
    else items.push(BREAKERS.has(token) ? { kind: 'break' } : { kind: 'soft' });
  }
  return items;
}
