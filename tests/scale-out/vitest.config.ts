/**
 * The scale-out test on its own (not part of `npm test`): two app processes behind Caddy on
 * PostgreSQL. `.ci/run` runs it last:
 *   TEST_DATABASE_URL=postgres://…/postgres npx vitest run --config tests/scale-out/vitest.config.ts
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scale-out',
    root: import.meta.dirname + '/../..',
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
