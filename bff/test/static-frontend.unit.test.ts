import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFLINE_MAP_CACHE, staticFrontend } from '../src/http/static-frontend';

describe('the built app, served', () => {
  const dist = mkdtempSync(join(tmpdir(), 'weklean-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/index-1.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  const app = staticFrontend(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers client-side routes with the page, uncached, and hashed assets cached for a year', async () => {
    const page = await app.request('/bookings/123');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await app.request('/assets/index-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('picks up a new build at once, and answers a stale page asking for an old asset with 404, not the page', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/index-2.js"></script>');
    const home = await app.request('/');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('index-2.js');
    const old = await app.request('/assets/index-0.js');
    expect(old.status).toBe(404);
    expect(old.headers.get('content-type')).not.toContain('text/html');
  });

  it('serves the offline map’s data as JSON kept a week, compressed when the build wrote a copy beside it', async () => {
    mkdirSync(join(dist, 'map'));
    writeFileSync(join(dist, 'map', 'quebec.geo.json'), '{"type":"FeatureCollection","features":[]}');
    writeFileSync(join(dist, 'map', 'quebec.geo.json.gz'), gzipSync('{"type":"FeatureCollection","features":[]}'));
    const data = await app.request('/map/quebec.geo.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).toContain('application/json');
    expect(data.headers.get('content-encoding')).toBe('gzip');
    expect(data.headers.get('cache-control')).toBe(OFFLINE_MAP_CACHE);
    expect(OFFLINE_MAP_CACHE).toContain('max-age=604800');
    expect((await app.request('/map/missing.geo.json')).headers.get('content-type')).toContain('text/html');
  });
});
