/**
 * Where to go after adding a property when another screen sent the client here (`?returnTo=/book/marie`): a path of
 * this site only. Anything that could leave it (`//evil.example`, `/\evil.example`, `https://…`) is ignored.
 */
export function safeReturnTo(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const base = 'https://weklean.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
