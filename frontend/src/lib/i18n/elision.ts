/**
 * French elision before a name: `de` + `Anne-Marie` is `d’Anne-Marie`, `que` + `Olivier` is `qu’Olivier` (the typographic apostrophe), while
 * `de Marc` stays. Used by the i18next formatters `{{name, de}}`, `{{name, que}}` in French strings
 * (`"À propos {{name, de}}"`); English strings keep `{{name}}`. A mute h is not guessed (`de Hugo`, `de Harvey`).
 */
export const ELIDING_WORDS = ['de', 'que', 'le', 'la'] as const;
export type ElidingWord = (typeof ELIDING_WORDS)[number];

const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿœæ]/i;

export function elide(word: ElidingWord, name: string): string {
  const text = name.trim();
  if (!STARTS_WITH_VOWEL.test(text)) return `${word} ${text}`;
  return `${word.slice(0, -1)}’${text}`;
}

/** Adds the formatters to an i18next instance (`i18n.services.formatter`). */
export function addElisionFormatters(formatter: { add: (name: string, format: (value: unknown) => string) => void } | undefined): void {
  for (const word of ELIDING_WORDS) formatter?.add(word, (value) => elide(word, String(value ?? '')));
}
