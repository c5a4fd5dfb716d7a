import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentWebhookSecretOf, publicUrlOf, SIMULATED_WEBHOOK_SECRET } from '../../src/config/config';

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

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

  it('requires KURRENTDB_URL with EVENT_STORE=kurrentdb', () => {
    expect(issuesOf({ EVENT_STORE: 'kurrentdb' })).toEqual([expect.stringMatching(/^KURRENTDB_URL: is required when EVENT_STORE=kurrentdb/)]);
    expect(loadConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false' }).EVENT_STORE).toBe('kurrentdb');
  });

  it('refuses to start in production without PUBLIC_URL, the origin that links in mail point to', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^PUBLIC_URL: is required with NODE_ENV=production/)]);
    // PUBLIC_ORIGINS does not stand in for it in production: the links' origin is named on purpose.
    expect(issuesOf({ NODE_ENV: 'production', PUBLIC_ORIGINS: 'https://weklean.ca' })[0]).toMatch(/^PUBLIC_URL: /);
    expect(publicUrlOf(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://weklean.ca' }))).toBe('https://weklean.ca');
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
