import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The default report, then the tests that passed only on a retry (the browser suites' one).
    reporters: ['default', './scripts/retried-tests-reporter.ts'],
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'devnet/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // The web shell's unit and browser tests, with their own timeouts and one browser at a time.
      'apps/web/vitest.config.ts',
      // The mobile shell's component tests (happy-dom) and phone-viewport browser tests.
      'apps/mobile/vitest.config.ts',
    ],
  },
});
