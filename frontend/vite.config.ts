// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the build's configuration runs in Node, not the browser
import { createHash } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the build's configuration runs in Node, not the browser
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type Rollup } from 'vite';

/** The BFF (`npm start` at the repository root) serves the API, the catalogues and the socket. */
const backend = 'http://127.0.0.1:3000';

// The Host header is kept (no changeOrigin) so the BFF's Origin check sees the page's own origin.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: backend },
  '/locales': { target: backend },
  '/ws': { target: backend, ws: true },
};

/** The icons the app shows (public/icons, drawn by scripts/make-icons.ts) and the favicon. */
const publicIcons = () => ['/favicon.svg', ...readdirSync(new URL('public/icons/', import.meta.url)).filter((name) => name.endsWith('.png')).map((name) => `/icons/${name}`)];

/**
 * The files the app's shell needs to open: the entry chunks, what they import statically, and those chunks' styles
 * and fonts. The lazy chunks (one per screen) are not precached: a visitor's first page downloaded every screen of the
 * app (3.4 MB, 1.1 MB brotli) that they may never open; the worker keeps each one as it is first used (cache first,
 * hashed names), so a screen opened once opens offline.
 */
function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const file of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])]) {
      if (/\.(?:css|woff2?)$/.test(file)) files.add(file);
    }
    for (const imported of chunk.imports) visit(imported);
  };
  for (const [fileName, output] of Object.entries(bundle)) if (output.type === 'chunk' && output.isEntry) visit(fileName);
  return [...files].filter((file) => /\.(?:js|css|woff2?)$/.test(file));
}

/**
 * The service worker (service-worker/sw.js, issue 36), written into the app build as dist/sw.js with that build's
 * shell's scripts, styles and fonts (shellFiles) and the icons to precache, and a version that changes with them. The Vite dev server has
 * none (the app registers it in production builds only).
 */
function serviceWorker(): Plugin {
  return {
    name: 'weklean-service-worker',
    apply: 'build',
    // After Vite's own generateBundle, which drops the empty script of a chunk that is only styles.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const precache = [...shellFiles(bundle).map((file) => `/${file}`), ...publicIcons()].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
      const template = readFileSync(new URL('service-worker/sw.js', import.meta.url), 'utf8');
      const PRECACHE = '/* __PRECACHE_MANIFEST__ */ []';
      const VERSION = "'__BUILD_VERSION__'";
      if (!template.includes(PRECACHE) || !template.includes(VERSION)) throw new Error('service-worker/sw.js: the precache or version placeholder is missing');
      const source = template.replace(PRECACHE, () => JSON.stringify(precache)).replace(VERSION, () => JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    } },
  };
}

/**
 * Three builds (frontend/package.json `build`): the app (index.html); with `--mode site`, the script and styles of
 * the public pages the server draws (site.html, src/site), built on their own so that a visitor's page loads one
 * small script and one stylesheet, none of the app's chunks; with `--ssr`, the module the server draws them with
 * (dist-server, outside what is served).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), ...(mode !== 'site' && !isSsrBuild ? [serviceWorker()] : [])],
  build: {
    outDir: 'dist',
    // The site's build writes beside the app's.
    emptyOutDir: mode !== 'site',
    ...(mode === 'site' && !isSsrBuild && { rollupOptions: { input: 'site.html' } }),
    ...(isSsrBuild && { copyPublicDir: false }),
    // Maps are written for error tracking but not referenced from the served files.
    sourcemap: 'hidden',
  },
  server: { proxy },
  preview: { proxy },
}));
