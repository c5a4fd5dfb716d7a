/**
 * Post-build step of the frontend (frontend/package.json "build"): writes a `.br` (brotli, quality 11) and a `.gz`
 * (gzip, level 9) beside every compressible file of frontend/dist, which bff/src/http/static-frontend.ts serves to
 * clients that accept them. A compressed copy no smaller than the original is not kept.
 *
 * Usage: tsx scripts/precompress.ts [distDir]   (default: frontend/dist)
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Source maps are left out: only developer tools ask for them, and they made most of the build step's time. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|ico|ttf|otf)$/i;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(distDir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of [...filesUnder(distDir)]) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    totals.files += 1;
    totals.bytes += body.length;
    for (const [suffix, compressed] of [['br', brotli], ['gz', gzip]] as const) {
      if (compressed.length < body.length) {
        writeFileSync(`${path}.${suffix}`, compressed);
        totals[suffix === 'br' ? 'brotli' : 'gzip'] += compressed.length;
      } else {
        rmSync(`${path}.${suffix}`, { force: true });
        totals[suffix === 'br' ? 'brotli' : 'gzip'] += body.length;
      }
    }
  }
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const distDir = resolve(process.argv[2] ?? join(here, '..', 'frontend', 'dist'));
  if (!statSync(distDir).isDirectory()) throw new Error(`${distDir} is not a directory`);
  const t = precompress(distDir);
  console.log(`precompress: ${t.files} files, ${t.bytes} B → brotli ${t.brotli} B, gzip ${t.gzip} B`);
}
