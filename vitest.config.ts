import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default (one CPU less than the machine) is a single worker on a 2-CPU CI machine; the
// API tests wait on the database as much as they compute, so every CPU gets one.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

/** One run, four projects: domain rules, the code's floors, API through HTTP on a real database, web units (jsdom). */
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        // the message catalogue as the package's index loads it (module files are tested directly)
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          setupFiles: ['packages/domain/src/messages.ts'],
        },
      },
      // the floors of the code: imports point down, modules meet through their index.ts
      { test: { name: 'layout', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          pool: 'forks',
          // a worker keeps the app's modules loaded from one file to the next (each file builds its own
          // app on its own database): importing the app anew for every file was most of the run
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          // the top floor gives the texts to i18next (the ground floor's test kits do not import modules)
          setupFiles: ['apps/web/src/app/texts.setup.ts'],
          // antd screens rendered in jsdom take seconds on a busy 2-CPU machine
          testTimeout: 20_000,
        },
      },
    ],
  },
});
