import { defineConfig } from 'vitest/config';

/** Unit tests (src) and browser end-to-end tests (test/*.e2e.test.ts) of the web shell. */
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has 2 cores shared with other engineers.
    fileParallelism: false,
  },
});
