import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the cluster test alone, on real servers; `npm test` never picks it up. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
