import { describe, expect, it } from 'vitest';
import {
  adminPasswordOf,
  DEMO_ADMIN_PASSWORD,
  loadConfig,
  paymentWebhookSecretOf,
  publicUrlOf,
  requestOriginsOf,
  SIMULATED_WEBHOOK_SECRET,
  smtpUrlOf,
} from '../../src/config/config';
import { issuesOf, PRODUCTION_ENV } from '../support/config-issues';

/** A production environment that starts: every setting production insists on, set. */
const production = PRODUCTION_ENV;
const without = (name: keyof typeof production) => Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));


describe('configuration from the environment', () => {
  it('has working defaults for the embedded mode', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      EVENT_STORE: 'postgres',
      PROCESS_ROLES: ['bff', 'projections', 'workers'],
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });

  it('honours PORT and DATA_DIR, and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/weklean', DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: '/srv/weklean' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the bad value', () => {
    expect(issuesOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: must be a whole number \(got "eighty"\)/)]);
    expect(issuesOf({ PORT: '70000' })[0]).toMatch(/^PORT: must be between 1 and 65535/);
    expect(issuesOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must start with postgres/);
    expect(issuesOf({ EVENT_STORE: 'mongo' })[0]).toMatch(/^EVENT_STORE: /);
    expect(issuesOf({ PROCESS_ROLES: 'bff,cron' })[0]).toMatch(/^PROCESS_ROLES: each role must be one of/);
  });

  it('never prints a secret in its errors: neither a secret setting\'s value nor the environment a check across settings reads', () => {
    const issues = issuesOf({ ...production, STRIPE_SECRET_KEY: 'not-a-key-but-private', ADMIN_PASSWORD: 'shortpw' });
    expect(issues.some((issue) => issue.startsWith('STRIPE_SECRET_KEY: '))).toBe(true);
    expect(issues.some((issue) => issue.startsWith('ADMIN_PASSWORD: '))).toBe(true);
    for (const secret of ['not-a-key-but-private', 'shortpw', 'whsec_abc', 'user:secret', 'sk_live_abc']) expect(issues.join('\n')).not.toContain(secret);
    // A plain setting's bad value is still shown.
    expect(issuesOf({ PORT: 'eighty' })[0]).toContain('(got "eighty")');
  });

  it('requires KURRENTDB_URL with EVENT_STORE=kurrentdb', () => {
    expect(issuesOf({ EVENT_STORE: 'kurrentdb' })).toEqual([expect.stringMatching(/^KURRENTDB_URL: is required when EVENT_STORE=kurrentdb/)]);
    expect(loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false' }).EVENT_STORE).toBe('kurrentdb');
  });

  it('refuses to start in production without PUBLIC_URL, the origin that links in mail point to', () => {
    expect(issuesOf(without('PUBLIC_URL'))).toEqual([expect.stringMatching(/^PUBLIC_URL: is required with NODE_ENV=production/)]);
    // PUBLIC_ORIGINS does not stand in for it in production: the links' origin is named on purpose.
    expect(issuesOf({ ...without('PUBLIC_URL'), PUBLIC_ORIGINS: 'https://weklean.ca' })[0]).toMatch(/^PUBLIC_URL: /);
    expect(publicUrlOf(loadConfig(production))).toBe('https://weklean.ca');
  });

  it('starts in production with every setting it insists on, and names each one missing on its own line', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
    expect(issuesOf({ NODE_ENV: 'production' }).map((issue) => issue.split(':')[0])).toEqual(['ADMIN_PASSWORD', 'PAYMENTS', 'SMTP_URL', 'PUBLIC_URL']);
  });

  it('refuses the demo admin password, a short one or none in production, and uses the demo one elsewhere', () => {
    expect(issuesOf(without('ADMIN_PASSWORD'))).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: is required with NODE_ENV=production/)]);
    expect(issuesOf({ ...production, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: must not be the demo password/)]);
    expect(issuesOf({ ...production, ADMIN_PASSWORD: 'eleven-char' })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: must be at least 12 characters/)]);
    expect(adminPasswordOf(loadConfig({}))).toBe(DEMO_ADMIN_PASSWORD);
    expect(adminPasswordOf(loadConfig(production))).toBe(production.ADMIN_PASSWORD);
  });

  it('refuses simulated payments in production unless ALLOW_SIMULATED_PAYMENTS says so', () => {
    const simulated = { ...without('PAYMENTS'), STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    expect(issuesOf(simulated)).toEqual([expect.stringMatching(/^PAYMENTS: must be stripe with NODE_ENV=production/)]);
    expect(issuesOf({ ...simulated, PAYMENTS: 'simulated' })[0]).toMatch(/^PAYMENTS: /);
    const allowed = loadConfig({ ...simulated, ALLOW_SIMULATED_PAYMENTS: 'true' });
    expect(allowed).toMatchObject({ PAYMENTS: 'simulated', ALLOW_SIMULATED_PAYMENTS: true });
  });

  it('requires SMTP in production unless MAIL=log is chosen, which keeps mail in the dev mailbox', () => {
    expect(issuesOf(without('SMTP_URL'))).toEqual([expect.stringMatching(/^SMTP_URL: is required with NODE_ENV=production/)]);
    const logged = loadConfig({ ...without('SMTP_URL'), MAIL: 'log' });
    expect(smtpUrlOf(logged)).toBeUndefined();
    expect(smtpUrlOf(loadConfig({ ...production, MAIL: 'log' }))).toBeUndefined();
    expect(smtpUrlOf(loadConfig(production))).toBe(production.SMTP_URL);
    expect(issuesOf({ MAIL: 'smtp' })).toEqual([expect.stringMatching(/^SMTP_URL: is required when MAIL=smtp/)]);
  });

  it('never seeds the demo or moves the clock in production', () => {
    expect(issuesOf({ ...production, SEED_DEMO_DATA: 'true' })).toEqual([expect.stringMatching(/^SEED_DEMO_DATA: must not be true with NODE_ENV=production/)]);
    expect(issuesOf({ ...production, TEST_CLOCK: 'true' })).toEqual([expect.stringMatching(/^TEST_CLOCK: /)]);
  });

  it('reads TRUST_PROXY as proxy-addr does, naming a bad entry', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.18.0.5' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '172.18.0.5']);
    expect(issuesOf({ TRUST_PROXY: 'caddy' })[0]).toMatch(/^TRUST_PROXY: must list addresses/);
    expect(issuesOf({ TRUST_PROXY: '10.0.0.0/99' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('takes PUBLIC_URL as an http(s) origin only', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Weklean.ca/' }).PUBLIC_URL).toBe('https://weklean.ca');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    for (const bad of ['https://weklean.ca/app', 'https://weklean.ca/?x=1', 'ftp://weklean.ca', 'weklean.ca']) {
      expect(issuesOf({ PUBLIC_URL: bad })[0]).toMatch(/^PUBLIC_URL: must be an http\(s\) origin/);
    }
  });

  it('builds links on PUBLIC_URL, else the first public origin, else localhost and the port', () => {
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: 'https://weklean.ca', PUBLIC_ORIGINS: 'https://other.example' }))).toBe('https://weklean.ca');
    expect(publicUrlOf(loadConfig({ PUBLIC_ORIGINS: 'https://fr.weklean.ca, https://weklean.ca' }))).toBe('https://fr.weklean.ca');
    expect(publicUrlOf(loadConfig({ PORT: '3991' }))).toBe('http://localhost:3991');
  });

  it('lets both sites of the domain rule send requests when public origins are listed, and the own origin otherwise', () => {
    const sites = { FRENCH_ORIGIN: 'https://weklean.ca', ENGLISH_ORIGIN: 'https://weklean.com/' };
    expect(requestOriginsOf(loadConfig({ ...sites, PUBLIC_ORIGINS: 'https://weklean.ca' }))).toEqual(['https://weklean.ca', 'https://weklean.com']);
    expect(requestOriginsOf(loadConfig({ ...sites, PUBLIC_ORIGINS: 'https://app.weklean.ca' }))).toEqual(['https://app.weklean.ca', 'https://weklean.ca', 'https://weklean.com']);
    expect(requestOriginsOf(loadConfig({ PUBLIC_ORIGINS: 'https://weklean.ca', ENGLISH_ORIGIN: 'https://weklean.com' }))).toEqual(['https://weklean.ca', 'https://weklean.com']);
    // None listed: each request's own origin is the one allowed (request-guards.ts), whichever site it is.
    expect(requestOriginsOf(loadConfig(sites))).toEqual([]);
  });

  it('simulates payments by default, signing webhooks with the documented default secret', () => {
    const config = loadConfig({});
    expect(config.PAYMENTS).toBe('simulated');
    expect(paymentWebhookSecretOf(config)).toBe(SIMULATED_WEBHOOK_SECRET);
    expect(SIMULATED_WEBHOOK_SECRET).toBe('whsec_simulated_weklean');
    expect(paymentWebhookSecretOf(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_mine' }))).toBe('whsec_mine');
  });

  it('requires the three Stripe values with PAYMENTS=stripe, naming each one missing', () => {
    expect(issuesOf({ PAYMENTS: 'stripe' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: is required when PAYMENTS=stripe/),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: is required when PAYMENTS=stripe/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required when PAYMENTS=stripe/),
    ]);
    const stripe = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(stripe)).toMatchObject(stripe);
    expect(issuesOf({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required/)]);
  });

  it('names a payment mode or a Stripe key of the wrong shape, and test keys mixed with live ones', () => {
    expect(issuesOf({ PAYMENTS: 'paypal' })[0]).toMatch(/^PAYMENTS: must be simulated or stripe/);
    expect(issuesOf({ STRIPE_SECRET_KEY: 'pk_test_abc' })[0]).toMatch(/^STRIPE_SECRET_KEY: must look like sk_test_/);
    expect(issuesOf({ STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })[0]).toMatch(/^STRIPE_PUBLISHABLE_KEY: must look like pk_test_/);
    expect(issuesOf({ STRIPE_WEBHOOK_SECRET: 'secret' })[0]).toMatch(/^STRIPE_WEBHOOK_SECRET: must look like whsec_/);
    expect(issuesOf({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: must be a test key with a test STRIPE_SECRET_KEY/),
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(issuesOf({ PORT: '0', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });
});
