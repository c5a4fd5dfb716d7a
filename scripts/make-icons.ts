/**
 * Draws the installable app's icons (issue 36) from frontend/public/favicon.svg into frontend/public/icons/, once, with
 * sharp; the PNGs are committed (nothing is drawn or downloaded at run time). Run again after changing the favicon.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (its rounded square on transparent), purpose "any".
 * - icon-maskable-512.png: the teal to the edges and the drawing inside the middle 60 % (the 80 % circle a platform
 *   may cut it to keeps all of it), purpose "maskable".
 * - apple-touch-icon.png (180): square and opaque (iOS fills transparency with black and rounds the corners itself).
 * - badge-96.png: the house alone in white on transparent, the small monochrome icon Android shows in the status bar.
 *
 * Usage: tsx scripts/make-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Sharp from 'sharp';

// sharp is a dependency of bff (its image checks), resolved from there.
const require = createRequire(new URL('../bff/package.json', import.meta.url));
const sharp = require('sharp') as typeof Sharp;

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = join(root, 'frontend', 'public');
const out = join(publicDir, 'icons');

const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
/** The drawing inside the favicon's square (the house and the sparkle), without the square. */
const drawing = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
const TEAL = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#0f766e';
const HOUSE = /<path d="(M7 [^"]+)"/.exec(favicon)?.[1];
if (!HOUSE) throw new Error('favicon.svg: the house path was not found');

/** The drawing scaled to `share` of a full-bleed teal square. */
const fullBleed = (share: number) => {
  const offset = (32 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><g transform="translate(${offset} ${offset}) scale(${share})">${drawing}</g></svg>`;
};
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="5 7 22 21"><path d="${HOUSE}" fill="#fff"/></svg>`;

const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));

mkdirSync(out, { recursive: true });
await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(fullBleed(0.6), 512, 'icon-maskable-512.png'),
  render(fullBleed(0.8), 180, 'apple-touch-icon.png'),
  render(badge, 96, 'badge-96.png'),
]);
console.log(`icons written to ${out}`);
