import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The BFF (`npm start` at the repository root) serves the API, the catalogues and the socket. */
const backend = 'http://127.0.0.1:3000';

// The Host header is kept (no changeOrigin) so the BFF's Origin check sees the page's own origin.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: backend },
  '/locales': { target: backend },
  '/ws': { target: backend, ws: true },
};

/**
 * Three builds (frontend/package.json `build`): the app (index.html); with `--mode site`, the script and styles of
 * the public pages the server draws (site.html, src/site), built on their own so that a visitor's page loads one
 * small script and one stylesheet, none of the app's chunks; with `--ssr`, the module the server draws them with
 * (dist-server, outside what is served).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
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
