/**
 * Numbers written in words, in French and English, as people dictate a phone number: digit by digit ("cinq un
 * quatre"), in pairs ("five fourteen", "quatre-vingt-dix-neuf"), with hundreds ("cinq cent quatorze", "five hundred
 * fourteen") or run together ("cinqunquatre", "fiveonefour"). Words arrive lowercase and without accents.
 */

type NumberWord = { kind: 'unit' | 'teen' | 'tens'; value: number } | { kind: 'hundred' | 'thousand' } | { kind: 'repeat'; times: number } | { kind: 'joiner' };

const entries = (kind: 'unit' | 'teen' | 'tens', words: Record<number, readonly string[]>) =>
  Object.entries(words).flatMap(([value, list]) => list.map((word) => [word, { kind, value: Number(value) }] as const));

const WORDS: ReadonlyMap<string, NumberWord> = new Map<string, NumberWord>([
  ...entries('unit', {
    0: ['zero', 'oh'], 1: ['un', 'une', 'one'], 2: ['deux', 'two'], 3: ['trois', 'three'], 4: ['quatre', 'four'],
    5: ['cinq', 'five'], 6: ['six'], 7: ['sept', 'seven'], 8: ['huit', 'eight'], 9: ['neuf', 'nine'],
  }),
  ...entries('teen', {
    10: ['dix', 'ten'], 11: ['onze', 'eleven'], 12: ['douze', 'twelve'], 13: ['treize', 'thirteen'], 14: ['quatorze', 'fourteen'],
    15: ['quinze', 'fifteen'], 16: ['seize', 'sixteen'], 17: ['seventeen'], 18: ['eighteen'], 19: ['nineteen'],
  }),
  ...entries('tens', {
    20: ['vingt', 'vingts', 'twenty'], 30: ['trente', 'thirty'], 40: ['quarante', 'forty', 'fourty'], 50: ['cinquante', 'fifty'],
    60: ['soixante', 'sixty'], 70: ['septante', 'seventy'], 80: ['octante', 'huitante', 'eighty'], 90: ['nonante', 'ninety'],
  }),
  ...['cent', 'cents', 'hundred', 'hundreds'].map((word) => [word, { kind: 'hundred' }] as const),
  ...['mille', 'mil', 'thousand'].map((word) => [word, { kind: 'thousand' }] as const),
  ['double', { kind: 'repeat', times: 2 }],
  ['triple', { kind: 'repeat', times: 3 }],
  // "vingt et un", "one hundred and fourteen": inside a run of number words they join it.
  ['et', { kind: 'joiner' }],
  ['and', { kind: 'joiner' }],
]);

/** Only standalone: "o" (zero) is too common inside other words to cut run-together text on. */
const STANDALONE: ReadonlyMap<string, NumberWord> = new Map([['o', { kind: 'unit', value: 0 }]]);

const LONGEST = Math.max(...[...WORDS.keys()].map((word) => word.length));
/** Past this a run of letters is no dictated number (and the cut below stays cheap). */
const MAX_RUN_TOGETHER = 200;

/** The word as number words: itself, or cut into several ("cinqunquatre"), or null when it is not made of them. */
export function numberWordsOf(word: string): string[] | null {
  if (WORDS.has(word) || STANDALONE.has(word)) return WORDS.get(word)?.kind === 'joiner' ? null : [word];
  if (word.length > MAX_RUN_TOGETHER) return null;
  // Fewest words first: fewest[i] words read the first i letters, the last of them starting at from[i] (linear).
  const fewest: number[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= word.length; end += 1) {
    fewest.push(Infinity);
    from.push(-1);
    for (let start = Math.max(0, end - LONGEST); start < end; start += 1) {
      const count = (fewest[start] ?? Infinity) + 1;
      if (count < (fewest[end] ?? Infinity) && WORDS.has(word.slice(start, end))) {
        fewest[end] = count;
        from[end] = start;
      }
    }
  }
  if ((fewest[word.length] ?? Infinity) === Infinity) return null;
  const words: string[] = [];
  for (let end = word.length; end > 0; end = from[end] ?? 0) words.unshift(word.slice(from[end] ?? 0, end));
  if (words.length < 2) return null;
  const ends = [words[0], words[words.length - 1]];
  return ends.some((end) => end === undefined || WORDS.get(end)?.kind === 'joiner') ? null : words;
}

/** Whether the word is "et" or "and", which may sit inside a run of number words. */
export const isJoiner = (word: string): boolean => WORDS.get(word)?.kind === 'joiner';

/**
 * A run of number words read as people say numbers, one string of digits per number said: "five fourteen" →
 * ["5", "14"], "cinq cent quatorze" → ["514"], "quatre-vingt-dix-neuf" → ["99"], "double cinq" → ["55"].
 */
export function digitsOfNumberWords(words: readonly string[]): string[] {
  const numbers: string[] = [];
  let current: number | null = null;
  let repeat = 1;
  let pendingRepeat = 1;
  const close = () => {
    if (current !== null) numbers.push(String(current).repeat(repeat));
    current = null;
    repeat = 1;
  };
  const start = (value: number) => {
    close();
    current = value;
    repeat = pendingRepeat;
    pendingRepeat = 1;
  };
  for (const word of words) {
    const meaning = WORDS.get(word) ?? STANDALONE.get(word);
    if (!meaning || meaning.kind === 'joiner') continue;
    const value: number | null = current;
    const roundHundreds = value !== null && value >= 100 && value % 100 === 0;
    switch (meaning.kind) {
      case 'repeat':
        close();
        pendingRepeat = meaning.times;
        break;
      case 'hundred':
        if (value !== null && value > 0 && value < 100 && repeat === 1) current = value * 100;
        else start(100);
        break;
      case 'thousand':
        if (value !== null && value > 0 && value < 1000 && repeat === 1) current = value * 1000;
        else start(1000);
        break;
      case 'tens':
        // "quatre-vingt" is 80 in French ("sept cent quatre-vingt-sept": 787); "four twenty" stays 4 then 20.
        if (value !== null && value % 100 === 4 && word.startsWith('vingt') && repeat === 1) current = value + 76;
        else if (roundHundreds) current = (value ?? 0) + meaning.value;
        else start(meaning.value);
        break;
      case 'teen':
        // "soixante-douze" (72), "quatre-vingt-dix-neuf" (99), "cent quatorze" (114).
        if (value !== null && repeat === 1 && (roundHundreds || [60, 80].includes(value % 100))) current = value + meaning.value;
        else start(meaning.value);
        break;
      case 'unit': {
        const tensWithoutUnit = value !== null && value % 10 === 0 && value % 100 >= 20;
        // "dix-sept", "soixante-dix-huit", "quatre-vingt-dix-neuf": 10, 70 or 90 then 7 to 9.
        const frenchTeen = value !== null && [10, 70, 90].includes(value % 100) && meaning.value >= 7;
        if (value !== null && repeat === 1 && meaning.value > 0 && (tensWithoutUnit || roundHundreds || frenchTeen)) current = value + meaning.value;
        else start(meaning.value);
        break;
      }
    }
  }
  close();
  return numbers;
}
