// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the build's configuration runs in Node, not the browser
import { createHash } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the build's configuration runs in Node, not the browser
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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
 * The service worker (service-worker/sw.js, issue 36), written into the app build as dist/sw.js with that build's
 * scripts, styles and fonts and the icons to precache, and a version that changes with them. The Vite dev server has
 * none (the app registers it in production builds only).
 */
function serviceWorker(): Plugin {
  return {
    name: 'weklean-service-worker',
    apply: 'build',
    // After Vite's own generateBundle, which drops the empty script of a chunk that is only styles.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => /\.(?:js|css|woff2?)$/.test(file))
        .map((file) => `/${file}`);
      const precache = [...built, ...publicIcons()].sort();
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
