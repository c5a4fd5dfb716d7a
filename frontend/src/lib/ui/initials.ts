/**
 * Up to two capitals for a person without a photo: the first letter of the first two words (`Luc T.` → `LT`,
 * `Marc-André G.` → `MG`, `émilie` → `É`). Letters only, so `(Luc)` or `— Luc` still give `L`; a name without any
 * letter gives `?` rather than an empty circle.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase('fr-CA'));
  return letters.length === 0 ? '?' : letters.join('');
}
