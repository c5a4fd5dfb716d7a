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

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error tracking but not referenced from the served files.
    sourcemap: 'hidden',
  },
  server: { proxy },
  preview: { proxy },
});
