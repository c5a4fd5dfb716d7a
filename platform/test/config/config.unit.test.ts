import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlOf } from '../../src/config/config';

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

  it('reports every bad variable at once', () => {
    expect(issuesOf({ PORT: '0', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });
});
