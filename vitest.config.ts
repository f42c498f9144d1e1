import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers match the two cores here.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/scale-out/**'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          environment: 'jsdom',
          // A multi-step form typed through user-event takes 2–3 s here alone and passed 5 s when
          // PGlite workers shared the two cores (CI saw the leader application's test time out).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
