import { defineConfig } from 'vitest/config';

const workspaces = ['domain', 'platform', 'projections', 'workers', 'demo', 'bff'] as const;

/**
 * `isolate: false` on the back end's projects: a worker evaluates the modules once for all its files instead of once
 * per file (issue 34: "import" summed 242 s of a 912 s `npm test`, 88 s without). These files share no module state
 * (no `vi.mock`, fake timers restored, no environment written), each makes its own database. The front end's unit
 * tests stay isolated: one mocks a module (`vi.mock`), which a module already loaded by another file would escape.
 * One worker (vitest's default on 2 cores): two gained nothing (887 s against 903 s), the machine is already busy
 * with PostgreSQL and the tests' own processes, and the heaviest files then ran out of PostgreSQL's 100 connections.
 */

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
          isolate: false,
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
          isolate: false,
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
