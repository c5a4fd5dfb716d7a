/**
 * Who the passkeys are made for (WebAuthn's relying party): the site's configured origins, never a request's Host.
 * PUBLIC_URL, PUBLIC_ORIGINS, FRENCH_ORIGIN and ENGLISH_ORIGIN are the origins a ceremony may happen on; its RP id is
 * the host of the one the browser is on (the request's Origin, taken only when it is one of them), else PUBLIC_URL's.
 * A passkey is made for one host, so one made on the French site signs in there (browsers do not share it across
 * registrable domains): docs/api/accounts.md says so.
 */
export type RelyingParty = {
  /** Every origin a ceremony may come from (what the verification expects). */
  origins: readonly string[];
  /** The RP id of a ceremony started from `origin` (the request's Origin header, absent for non-browser clients). */
  rpIdFor(origin: string | undefined): string;
  /** Every RP id the origins give. */
  rpIds: readonly string[];
};

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

export function relyingPartyOf(config: { publicUrl: string; publicOrigins: readonly string[]; siteOrigins?: { french: string | null; english: string | null } }): RelyingParty {
  const configured = [config.publicUrl, ...config.publicOrigins, config.siteOrigins?.french ?? null, config.siteOrigins?.english ?? null];
  const origins = [...new Set(configured.flatMap((value) => (value ? [originOf(value)] : [])).filter((value): value is string => value !== null))];
  const hostOf = (origin: string) => new URL(origin).hostname;
  const fallback = hostOf(originOf(config.publicUrl) ?? origins[0] ?? 'http://localhost');
  return {
    origins,
    rpIds: [...new Set(origins.map(hostOf))],
    rpIdFor: (origin) => {
      const known = origin ? originOf(origin) : null;
      return known && origins.includes(known) ? hostOf(known) : fallback;
    },
  };
}

/**
 * The challenge a browser answered, read from its clientDataJSON (base64url of a JSON object); null when unreadable.
 * Only to find the server's own record of it: the library's verification then checks it against that record.
 */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    if (typeof data !== 'object' || data === null || !('challenge' in data)) return null;
    const { challenge } = data;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}
