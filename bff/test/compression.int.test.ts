import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const SCRIPT = `console.log(${JSON.stringify('Weklean '.repeat(500))});\n`;
const PAGE = `<!doctype html><html lang="fr"><head><title>Weklean</title></head><body>${'<p>Ménage</p>'.repeat(200)}<script src="/assets/index-Ab12Cd34.js"></script></body></html>`;

describe('compression of the built app and the API', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'weklean-compress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'hero-Ef56Gh78.webp'), Buffer.alloc(4000, 7));
    // As scripts/precompress.ts leaves them after a build (tested in scripts/precompress.unit.test.ts).
    for (const file of ['index.html', 'assets/index-Ab12Cd34.js']) {
      const body = Buffer.from(file === 'index.html' ? PAGE : SCRIPT);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
    }
    t = await createTestApp('compression', { frontendDist: dist });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (path: string, acceptEncoding?: string) =>
    t.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('serves a hashed asset pre-compressed with brotli when accepted, gzip when only gzip is, identity otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
    expect((await get('/assets/index-Ab12Cd34.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
  });

  it('never compresses an image, and answers a missing asset with 404', async () => {
    const image = await get('/assets/hero-Ef56Gh78.webp', 'br, gzip');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await get('/assets/index-00000000.js', 'br')).status).toBe(404);
    expect((await get('/assets/index-Ab12Cd34.js.br', 'br')).status).toBe(404);
  });

  it('compresses the page on the fly, uncached', async () => {
    const br = await get('/', 'br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('content-type')).toContain('text/html');
    expect(brotliDecompressSync(await bytes(br)).toString()).toContain('<p>Ménage</p>');
    const gzip = await get('/pricing', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toContain('<p>Ménage</p>');
    expect((await get('/')).headers.get('content-encoding')).toBeNull();
  });

  it('gzips API answers above 1 KB, not small ones', async () => {
    const regions = await get('/api/places/regions', 'gzip, br');
    expect(regions.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(regions)).toString()).items).toHaveLength(17);
    const small = await get('/api/places/cities/laval', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
