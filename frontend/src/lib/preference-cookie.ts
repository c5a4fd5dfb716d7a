/**
 * The visitor's interface choices (theme, language) also kept in cookies, so that the server draws a public page
 * (site/) in the right language and theme on the first paint; localStorage stays the app's source. Preferences, not
 * tracking: a year, this site only, never sent elsewhere (Lax).
 */
export const THEME_COOKIE = 'weklean-theme';
export const LANGUAGE_COOKIE = 'weklean-lang';

export function setPreferenceCookie(name: typeof THEME_COOKIE | typeof LANGUAGE_COOKIE, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
