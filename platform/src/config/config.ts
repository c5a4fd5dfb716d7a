import proxyaddr from 'proxy-addr';
import * as v from 'valibot';

const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.integer(),
    v.minValue(1, 'must be between 1 and 65535'),
    v.maxValue(65535, 'must be between 1 and 65535'),
  );

const url = (protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check((value) => protocols.some((p) => value.startsWith(`${p}://`)), `must start with ${protocols.join('://, ')}://`),
  );

const isHttpOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
};

/** An http(s) origin (scheme, host, port); a trailing slash is dropped so that links join it with a path. */
const httpOrigin = v.pipe(
  v.string(),
  v.check(isHttpOrigin, 'must be an http(s) origin such as https://weklean.ca, with no path'),
  v.transform((value) => new URL(value).origin),
);

/**
 * A map tile server's URL template, as Leaflet takes it: http(s), with {z}, {x} and {y} (and optionally {s}
 * subdomains, {r} for retina), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png.
 */
const tileUrlTemplate = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[A-Za-z0-9.{}:-]+\/\S*$/, 'must be an http(s) URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  v.check((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}'),
);

/** The 32 bytes of a calendar token key written in base64 (or base64url) or hex; null when it is not one. */
export function calendarKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null;
  return bytes?.length === 32 ? bytes : null;
}

/** A Stripe key or secret of one of the given prefixes, e.g. `sk_test_…`. */
const stripeKey = (pattern: RegExp, example: string) => v.pipe(v.string(), v.regex(pattern, `must look like ${example}`));
const stripeModeOf = (key: string) => (/_live_/.test(key) ? 'live' : 'test');

/**
 * Signs the simulated gateway's webhooks when STRIPE_WEBHOOK_SECRET is unset. Public on purpose: in simulated mode
 * no money moves, and the webhook route still checks signatures exactly as with Stripe.
 */
export const SIMULATED_WEBHOOK_SECRET = 'whsec_simulated_weklean';

/** The admin password of the embedded default and the demo, printed in the README: refused in production. */
export const DEMO_ADMIN_PASSWORD = 'Admin-weklean-2026';
const PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;

const compilesAsTrust = (entries: string[]) => {
  try {
    proxyaddr.compile(entries);
    return true;
  } catch {
    return false;
  }
};

/** The demo's tax registration numbers (all zeros): receipts say they are not real. */
export const DEMO_TAX_NUMBERS = { gst: '000000000 RT0000', qst: '0000000000 TQ0000' } as const;

type VapidSettings = { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined; VAPID_SUBJECT?: string | undefined };
/** The three VAPID settings go together: all set, or none (then each missing one is named). */
const vapidComplete = (env: VapidSettings) =>
  [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value !== undefined) ||
  [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value === undefined);
const VAPID_TOGETHER = 'is required with the other VAPID_ settings: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together, or none';

const roles = ['bff', 'projections', 'workers'] as const;
export type ProcessRole = (typeof roles)[number];

// Two pipes: valibot types a pipe of at most 19 items.
const EnvSchema = v.pipe(
  v.pipe(
    v.object({
      NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
      HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
      PORT: port('3000'),
      DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
      /** Where uploads go: DATA_DIR/files, or a private S3-compatible bucket (the BFF serves the bytes either way). */
      STORAGE: v.optional(v.picklist(['local', 's3'], 'must be local or s3'), 'local'),
      /** An S3-compatible server such as MinIO; unset: AWS S3 in S3_REGION. */
      S3_ENDPOINT: v.optional(url(['http', 'https'])),
      S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
      S3_BUCKET: v.optional(
        v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')),
      ),
      S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
      S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
      S3_FORCE_PATH_STYLE: v.pipe(
        v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
        v.transform((value) => value === 'true'),
      ),
      /** Creates a missing bucket at start (development); production buckets are made beforehand, private. */
      S3_CREATE_BUCKET: v.pipe(
        v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
        v.transform((value) => value === 'true'),
      ),
      DATABASE_URL: v.optional(url(['postgres', 'postgresql'])),
      EVENT_STORE: v.optional(v.picklist(['postgres', 'kurrentdb']), 'postgres'),
      KURRENTDB_URL: v.optional(url(['kurrentdb', 'esdb', 'kurrent', 'esdb+discover', 'kurrentdb+discover'])),
      REDIS_URL: v.optional(url(['redis', 'rediss'])),
      PROCESS_ROLES: v.pipe(
        v.optional(v.string(), 'bff,projections,workers'),
        v.transform((value) => value.split(',').map((role) => role.trim()).filter(Boolean)),
        v.array(v.picklist(roles, `each role must be one of ${roles.join(', ')}`)),
        v.minLength(1, 'must name at least one role'),
      ),
      LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error']), 'info'),
      /** GET /metrics answers `Authorization: Bearer <this>` (docs/metrics.md); unset, the route does not exist. */
      METRICS_TOKEN: v.optional(
        v.pipe(v.string(), v.minLength(24, 'must be at least 24 characters'), v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')),
      ),
      /** Serves /metrics alone, without a token, on this port of HOST (each process, for a scraper on a private network). */
      METRICS_PORT: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d+$/, 'must be a whole number'),
          v.transform(Number),
          v.minValue(1, 'must be between 1 and 65535'),
          v.maxValue(65535, 'must be between 1 and 65535'),
        ),
      ),
      PUBLIC_ORIGINS: v.pipe(
        v.optional(v.string(), ''),
        v.transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
        v.array(v.pipe(v.string(), v.url('each origin must be a URL such as https://weklean.ca'))),
      ),
      PUBLIC_URL: v.optional(httpOrigin),
      /** The French and English sites' origins (SPEC section 1): canonical and hreflang links, sitemap (optional). */
      FRENCH_ORIGIN: v.optional(httpOrigin),
      ENGLISH_ORIGIN: v.optional(httpOrigin),
      SMTP_URL: v.optional(url(['smtp', 'smtps'])),
      MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Weklean <no-reply@weklean.local>'),
      ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'admin@weklean.local'),
      /** Unset outside production: the README's demo password (DEMO_ADMIN_PASSWORD); production refuses it. */
      ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
      /** How mail leaves: smtp (SMTP_URL) or log (the dev mailbox table and the log, on purpose). Default: smtp when SMTP_URL is set. */
      MAIL: v.optional(v.picklist(['smtp', 'log'], 'must be smtp or log')),
      /** Production runs with simulated payments only when this says so (a staging site); every page then says so. */
      ALLOW_SIMULATED_PAYMENTS: v.pipe(
        v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
        v.transform((value) => value === 'true'),
      ),
      /**
       * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses, CIDR ranges or the names
       * loopback, linklocal and uniquelocal (proxy-addr's), comma-separated. Unset: none (the socket's peer is the client).
       */
      TRUST_PROXY: v.pipe(
        v.optional(v.string(), ''),
        v.transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean)),
        v.check(compilesAsTrust, 'must list addresses, CIDR ranges or loopback, linklocal, uniquelocal (comma-separated)'),
      ),
      SEED_DEMO_DATA: v.pipe(
        v.optional(v.picklist(['true', 'false'], 'must be true or false')),
        v.transform((value) => (value === undefined ? undefined : value === 'true')),
      ),
      PASSWORD_HASH_COST: v.pipe(
        v.optional(v.string(), '17'),
        v.regex(/^\d+$/, 'must be a whole number'),
        v.transform(Number),
        v.minValue(12, 'must be between 12 and 20 (log2 of scrypt N)'),
        v.maxValue(20, 'must be between 12 and 20 (log2 of scrypt N)'),
      ),
      SERVICE_FEE_CENTS: v.pipe(
        v.optional(v.string(), '500'),
        v.regex(/^\d+$/, 'must be a whole number of cents'),
        v.transform(Number),
        v.maxValue(10_000, 'must be at most 10000 cents'),
      ),
      /** Sign-ups allowed per client address per hour (docs/api/accounts.md): raise it where many sign up behind one address. */
      SIGNUP_LIMIT_PER_HOUR: v.pipe(
        v.optional(v.string(), '30'),
        v.regex(/^\d+$/, 'must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'must be between 1 and 100000'),
        v.maxValue(100_000, 'must be between 1 and 100000'),
      ),
      GEOCODING_PROVIDER: v.optional(v.picklist(['offline', 'mapbox'], 'must be offline or mapbox'), 'offline'),
      MAPBOX_ACCESS_TOKEN: v.optional(v.pipe(v.string(), v.nonEmpty())),
      /** The map shown on a booking; none (a location card instead) when unset: the embedded default has no internet. */
      MAP_TILE_URL: v.optional(tileUrlTemplate),
      /** The credit the tile server asks for, shown on the map (plain text). */
      MAP_TILE_ATTRIBUTION: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(300)), '© OpenStreetMap contributors'),
      /**
       * The Google Analytics property (global site tag, gtag.js): loaded only when set, and only for a visitor who
       * accepted analytics (Quebec's Law 25). Unset in the demo and in tests.
       */
      GA_MEASUREMENT_ID: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX (a Google Analytics 4 measurement id)'))),
      PAYMENTS: v.optional(v.picklist(['simulated', 'stripe'], 'must be simulated or stripe'), 'simulated'),
      STRIPE_SECRET_KEY: v.optional(stripeKey(/^(sk|rk)_(test|live)_\S+$/, 'sk_test_… or sk_live_… (or a restricted rk_… key)')),
      STRIPE_PUBLISHABLE_KEY: v.optional(stripeKey(/^pk_(test|live)_\S+$/, 'pk_test_… or pk_live_…')),
      STRIPE_WEBHOOK_SECRET: v.optional(stripeKey(/^whsec_\S+$/, 'whsec_…')),
      /** The platform's tax registration numbers, printed on receipts and invoices (it collects GST and QST). */
      GST_REGISTRATION_NUMBER: v.optional(
        v.pipe(v.string(), v.regex(/^\d{9} ?RT ?\d{4}$/i, 'must be a GST/HST number such as 123456789 RT0001')),
        DEMO_TAX_NUMBERS.gst,
      ),
      QST_REGISTRATION_NUMBER: v.optional(
        v.pipe(v.string(), v.regex(/^\d{10} ?TQ ?\d{4}$/i, 'must be a QST number such as 1234567890 TQ0001')),
        DEMO_TAX_NUMBERS.qst,
      ),
      TEST_CLOCK: v.pipe(
        v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
        v.transform((value) => value === 'true'),
      ),
      /** Calendar sync through OAuth (docs/api/cleaners.md): each provider is offered only when its pair is set. */
      GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
      GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
      MICROSOFT_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
      MICROSOFT_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
      /** The Microsoft Entra tenant the app signs in through: common (work and personal accounts), organizations, or an id. */
      MICROSOFT_TENANT: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]+$/, 'must be common, organizations, consumers, a tenant id or domain')), 'common'),
      /** Tests only (a recorded provider on the loopback): refused in production. */
      GOOGLE_OAUTH_BASE_URL: v.optional(httpOrigin),
      GOOGLE_API_BASE_URL: v.optional(httpOrigin),
      MICROSOFT_OAUTH_BASE_URL: v.optional(httpOrigin),
      MICROSOFT_GRAPH_BASE_URL: v.optional(httpOrigin),
      /** Seals the providers' tokens at rest (AES-256-GCM): 32 bytes, base64 or hex. Unset outside production: generated into DATA_DIR. */
      CALENDAR_TOKEN_KEY: v.optional(
        v.pipe(v.string(), v.check((value) => calendarKeyBytes(value) !== null, 'must be 32 random bytes in base64 (44 characters) or hex (64 characters), e.g. openssl rand -base64 32')),
      ),
      /**
       * Web push (docs/api/push.md): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) and the
       * contact push services may write to. All three or none: none in production turns push off; outside production a
       * pair is made once and kept in DATA_DIR/vapid.json (platform/src/push/vapid-keys.ts).
       */
      VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (65 bytes: 87 characters starting with B)'))),
      VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (32 bytes: 43 characters)'))),
      VAPID_SUBJECT: v.optional(
        v.pipe(v.string(), v.check((value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value), 'must be a mailto: address or an https: URL')),
      ),
      /** Push endpoints accepted as they are besides public https ones (tests, a local push service); refused in production. */
      PUSH_ALLOWED_ORIGINS: v.pipe(
        v.optional(v.string(), ''),
        v.transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
        v.array(v.pipe(v.string(), v.check(isHttpOrigin, 'each must be an http(s) origin such as http://127.0.0.1:9999, with no path'), v.transform((value) => new URL(value).origin))),
      ),
    }),
    v.forward(
      v.check((env) => !(env.TEST_CLOCK && env.NODE_ENV === 'production'), 'must not be true with NODE_ENV=production'),
      ['TEST_CLOCK'],
    ),
    v.forward(
      v.check((env) => !(env.SEED_DEMO_DATA === true && env.NODE_ENV === 'production'), 'must not be true with NODE_ENV=production (the demo has public passwords)'),
      ['SEED_DEMO_DATA'],
    ),
    v.forward(
      v.check((env) => env.NODE_ENV !== 'production' || env.ADMIN_PASSWORD !== undefined, 'is required with NODE_ENV=production (at least 12 characters)'),
      ['ADMIN_PASSWORD'],
    ),
    v.forward(
      v.check(
        (env) => env.NODE_ENV !== 'production' || env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD.length >= PRODUCTION_ADMIN_PASSWORD_LENGTH,
        `must be at least ${PRODUCTION_ADMIN_PASSWORD_LENGTH} characters with NODE_ENV=production`,
      ),
      ['ADMIN_PASSWORD'],
    ),
    v.forward(
      v.check((env) => env.NODE_ENV !== 'production' || env.ADMIN_PASSWORD !== DEMO_ADMIN_PASSWORD, 'must not be the demo password (it is in the README) with NODE_ENV=production'),
      ['ADMIN_PASSWORD'],
    ),
    v.forward(
      v.check(
        (env) => env.NODE_ENV !== 'production' || env.PAYMENTS === 'stripe' || env.ALLOW_SIMULATED_PAYMENTS,
        'must be stripe with NODE_ENV=production (or set ALLOW_SIMULATED_PAYMENTS=true for a site where no money moves)',
      ),
      ['PAYMENTS'],
    ),
    v.forward(
      v.check(
        (env) => env.NODE_ENV !== 'production' || env.SMTP_URL !== undefined || env.MAIL === 'log',
        'is required with NODE_ENV=production (or set MAIL=log to keep mail in the dev mailbox and the log on purpose)',
      ),
      ['SMTP_URL'],
    ),
    v.forward(
      v.check((env) => env.MAIL !== 'smtp' || env.SMTP_URL !== undefined, 'is required when MAIL=smtp'),
      ['SMTP_URL'],
    ),
    v.forward(
      // Links in mail must never come from a request's Host header; in production nothing else is trusted to give them.
      v.check((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, 'is required with NODE_ENV=production (e.g. https://weklean.ca)'),
      ['PUBLIC_URL'],
    ),
    v.forward(
      v.check((env) => env.EVENT_STORE !== 'kurrentdb' || env.KURRENTDB_URL !== undefined, 'is required when EVENT_STORE=kurrentdb'),
      ['KURRENTDB_URL'],
    ),
    v.forward(
      v.check((env) => env.STORAGE !== 's3' || env.S3_BUCKET !== undefined, 'is required when STORAGE=s3'),
      ['S3_BUCKET'],
    ),
    v.forward(
      v.check((env) => env.STORAGE !== 's3' || env.S3_ACCESS_KEY_ID !== undefined, 'is required when STORAGE=s3'),
      ['S3_ACCESS_KEY_ID'],
    ),
    v.forward(
      v.check((env) => env.STORAGE !== 's3' || env.S3_SECRET_ACCESS_KEY !== undefined, 'is required when STORAGE=s3'),
      ['S3_SECRET_ACCESS_KEY'],
    ),
    v.forward(
      v.check((env) => env.GEOCODING_PROVIDER !== 'mapbox' || env.MAPBOX_ACCESS_TOKEN !== undefined, 'is required when GEOCODING_PROVIDER=mapbox'),
      ['MAPBOX_ACCESS_TOKEN'],
    ),
    v.forward(
      v.check((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_SECRET_KEY !== undefined, 'is required when PAYMENTS=stripe'),
      ['STRIPE_SECRET_KEY'],
    ),
    v.forward(
      v.check((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_PUBLISHABLE_KEY !== undefined, 'is required when PAYMENTS=stripe'),
      ['STRIPE_PUBLISHABLE_KEY'],
    ),
    v.forward(
      // The simulated gateway falls back on a fixed secret; with real money the endpoint's own secret is a must.
      v.check((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_WEBHOOK_SECRET !== undefined, 'is required when PAYMENTS=stripe'),
      ['STRIPE_WEBHOOK_SECRET'],
    ),
    v.forward(
      // Test keys with live ones would take real cards on a page that creates test payments, or the reverse.
      v.check(
        (env) => !env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || stripeModeOf(env.STRIPE_SECRET_KEY) === stripeModeOf(env.STRIPE_PUBLISHABLE_KEY),
        'must be a test key with a test STRIPE_SECRET_KEY, a live key with a live one',
      ),
      ['STRIPE_PUBLISHABLE_KEY'],
    ),
  ),
  v.forward(
    v.check((env) => (env.GOOGLE_CLIENT_ID === undefined) === (env.GOOGLE_CLIENT_SECRET === undefined), 'goes with GOOGLE_CLIENT_ID: set both or neither'),
    ['GOOGLE_CLIENT_SECRET'],
  ),
  v.forward(
    v.check((env) => (env.MICROSOFT_CLIENT_ID === undefined) === (env.MICROSOFT_CLIENT_SECRET === undefined), 'goes with MICROSOFT_CLIENT_ID: set both or neither'),
    ['MICROSOFT_CLIENT_SECRET'],
  ),
  v.forward(
    v.check(
      (env) => env.NODE_ENV !== 'production' || [env.GOOGLE_OAUTH_BASE_URL, env.GOOGLE_API_BASE_URL, env.MICROSOFT_OAUTH_BASE_URL, env.MICROSOFT_GRAPH_BASE_URL].every((value) => value === undefined),
      'must not be set with NODE_ENV=production (GOOGLE_OAUTH_BASE_URL and the other provider base URLs are for tests only)',
    ),
    ['GOOGLE_OAUTH_BASE_URL'],
  ),
  v.forward(
    // The processes of a production deployment share no DATA_DIR: a generated key would differ in each.
    v.check(
      (env) => env.NODE_ENV !== 'production' || env.CALENDAR_TOKEN_KEY !== undefined || (env.GOOGLE_CLIENT_ID === undefined && env.MICROSOFT_CLIENT_ID === undefined),
      'is required with NODE_ENV=production when GOOGLE_CLIENT_ID or MICROSOFT_CLIENT_ID is set (openssl rand -base64 32)',
    ),
    ['CALENDAR_TOKEN_KEY'],
  ),
  v.forward(
    v.check((env) => env.NODE_ENV !== 'production' || env.PUSH_ALLOWED_ORIGINS.length === 0, 'must not be set with NODE_ENV=production (only public https push services are reached there)'),
    ['PUSH_ALLOWED_ORIGINS'],
  ),
  v.forward(v.check((env) => vapidComplete(env) || env.VAPID_PUBLIC_KEY !== undefined, VAPID_TOGETHER), ['VAPID_PUBLIC_KEY']),
  v.forward(v.check((env) => vapidComplete(env) || env.VAPID_PRIVATE_KEY !== undefined, VAPID_TOGETHER), ['VAPID_PRIVATE_KEY']),
  v.forward(v.check((env) => vapidComplete(env) || env.VAPID_SUBJECT !== undefined, VAPID_TOGETHER), ['VAPID_SUBJECT']),
);

export type Config = v.InferOutput<typeof EnvSchema>;

/** The secret webhooks are signed with: Stripe's endpoint secret, or in simulated mode a fixed default. */
export const paymentWebhookSecretOf = (config: Pick<Config, 'STRIPE_WEBHOOK_SECRET'>) => config.STRIPE_WEBHOOK_SECRET ?? SIMULATED_WEBHOOK_SECRET;

/** The admin account's password: ADMIN_PASSWORD, or outside production the demo one. */
export const adminPasswordOf = (config: Pick<Config, 'ADMIN_PASSWORD'>) => config.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;

/** Where mail goes: SMTP when it is configured and not turned off with MAIL=log, else the dev mailbox. */
export const smtpUrlOf = (config: Pick<Config, 'SMTP_URL' | 'MAIL'>) => (config.MAIL === 'log' ? undefined : config.SMTP_URL);

/** Demo data is seeded unless SEED_DEMO_DATA says otherwise; in production it is off unless asked for. */
export const seedsDemoData = (config: Config) => config.SEED_DEMO_DATA ?? config.NODE_ENV !== 'production';

/**
 * The origin that absolute links (password reset, calendar feed, every mail) are built on: PUBLIC_URL, else the first
 * PUBLIC_ORIGINS entry, else (development and test only: production requires PUBLIC_URL) http://localhost:<PORT>.
 */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_ORIGINS' | 'PORT'>): string {
  const firstOrigin = config.PUBLIC_ORIGINS[0];
  return config.PUBLIC_URL ?? (firstOrigin ? new URL(firstOrigin).origin : `http://localhost:${config.PORT}`);
}

/**
 * The origins whose pages may send requests that change state and open the live socket: PUBLIC_ORIGINS and both sites
 * of SPEC 1's domain rule (FRENCH_ORIGIN, ENGLISH_ORIGIN), so that the rule never lands a person on a site whose
 * requests are refused. None configured (empty): each request's own origin, which is already either site.
 */
export function requestOriginsOf(config: Pick<Config, 'PUBLIC_ORIGINS' | 'FRENCH_ORIGIN' | 'ENGLISH_ORIGIN'>): string[] {
  if (config.PUBLIC_ORIGINS.length === 0) return [];
  const sites = [config.FRENCH_ORIGIN, config.ENGLISH_ORIGIN].filter((origin) => origin !== undefined);
  return [...new Set([...config.PUBLIC_ORIGINS, ...sites])];
}

/** Settings whose value is a secret (or holds credentials, as a database URL may): an error names them, never shows them. */
const SECRET_SETTING = /SECRET|PASSWORD|PRIVATE|TOKEN|KEY|_URL$/;

/**
 * The bad value, for an error to show: only a setting's own plain value. A check across settings is given the whole
 * environment (every secret in it); a secret's value is not printed to a log either.
 */
const shownValue = (name: string, input: unknown): string =>
  input === undefined || (typeof input === 'object' && input !== null) || SECRET_SETTING.test(name) ? '' : ` (got ${JSON.stringify(input)})`;

export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (result.success) return result.output;
  throw new ConfigError(
    result.issues.map((issue) => {
      const name = (v.getDotPath(issue) ?? 'environment').split('.')[0] ?? 'environment';
      return `${name}: ${issue.message}${shownValue(name, issue.input)}`;
    }),
  );
}
