import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  const dist = mkdtempSync(join(tmpdir(), 'weklean-precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a .br and a .gz beside each text file, none beside images or when compression does not pay', () => {
    mkdirSync(join(dist, 'assets'));
    const script = `console.log(${JSON.stringify('Ménage '.repeat(300))});`;
    writeFileSync(join(dist, 'assets', 'index-Ab12.js'), script);
    writeFileSync(join(dist, 'index.html'), 'q');
    writeFileSync(join(dist, 'assets', 'hero-Cd34.webp'), Buffer.alloc(2000, 1));
    const totals = precompress(dist);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-Ab12.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'assets', 'hero-Cd34.webp.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    // Run twice (a second build step over the same folder): compressed files are not compressed again.
    expect(precompress(dist).files).toBe(2);
    expect(existsSync(join(dist, 'assets', 'index-Ab12.js.br.br'))).toBe(false);
  });
});
