function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `pathname` matches a route pattern such as `/admin/cleaners/:cleanerId` (a `:name` segment matches any
 * one non-empty segment, a final `*` matches the rest). Kept free of the router so the access rules stay pure.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return index === wanted.length - 1;
    const candidate = actual[index];
    if (candidate === undefined) return false;
    if (!part.startsWith(':') && part !== candidate) return false;
  }
  return wanted.length === actual.length;
}

export function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchesPattern(pattern, pathname));
}
