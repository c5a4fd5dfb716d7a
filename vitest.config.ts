import { defineConfig } from 'vitest/config';

const workspaces = ['domain', 'platform', 'projections', 'workers', 'demo', 'bff'] as const;

export default defineConfig({
  test: {
    globalSetup: ['platform/test/support/global-setup.ts'],
    projects: [
      ...workspaces.map((name) => ({
        test: {
          name: `${name}:unit`,
          root: name,
          include: ['src/**/*.unit.test.ts', 'test/**/*.unit.test.ts'],
          environment: 'node',
          // Property tests and image rendering take seconds on a loaded 2-core machine: vitest's 5 s default failed them
          // in CI while the browser tests ran beside it. A limit, not a timed assertion.
          testTimeout: 30_000,
        },
      })),
      ...workspaces.map((name) => ({
        test: {
          name: `${name}:int`,
          root: name,
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      })),
      {
        test: { name: 'frontend:unit', root: 'frontend', include: ['src/**/*.unit.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        // The form's logic against the real BFF (bff/test/support), e.g. the price it shows and the booking it makes.
        test: { name: 'frontend:int', root: 'frontend', include: ['src/**/*.int.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      {
        test: {
          name: 'tooling:unit',
          root: '.',
          include: ['scripts/**/*.unit.test.ts', 'bench/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
