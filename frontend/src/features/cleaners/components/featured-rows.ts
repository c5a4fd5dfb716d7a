/**
 * The popular row under the recommended one: without the cleaners already shown above, in its own order, cut to a
 * row. Until the recommended row is known the popular one waits (`null`), so that it never shows a repeat first;
 * if the recommended row failed, popular shows as it is.
 */
export function popularBesides<T extends { slug: string }>(
  popular: readonly T[],
  recommended: { data: readonly T[] | undefined; failed: boolean },
  limit: number,
): T[] | null {
  if (recommended.failed) return popular.slice(0, limit);
  if (recommended.data === undefined) return null;
  const shown = new Set(recommended.data.map((cleaner) => cleaner.slug));
  return popular.filter((cleaner) => !shown.has(cleaner.slug)).slice(0, limit);
}
