/** What choosing other articles needs of one. */
type Listed = { slug: string; tags: readonly string[] };

/** Up to three articles other than this one: those sharing the most tags with it first, then in the list's order. */
export function othersThan<T extends Listed>(post: Listed, posts: readonly T[]): T[] {
  const shared = (other: Listed) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .map(({ other }) => other);
}
