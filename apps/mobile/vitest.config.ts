import { defineConfig } from 'vitest/config';

/**
 * The mobile shell's component tests (src/**\/*.test.tsx in happy-dom, react-native aliased to
 * react-native-web as in the build) and its phone-viewport browser tests (test/*.e2e.test.ts).
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^react-native$/, replacement: 'react-native-web' }],
    // The ESM builds (the commonjs ones require 'react-native' itself, past the alias).
    mainFields: ['module', 'main'],
    extensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
  },
  test: {
    name: 'mobile',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // React Native libraries ship ESM with extensionless imports and platform files: Vite
    // resolves them (the aliases and extensions above), Node's loader would not.
    server: { deps: { inline: [/@react-navigation\//, /react-native-/] } },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser at a time: the machine has 2 cores shared with other engineers.
    fileParallelism: false,
    // In CI a browser test that fails is run once more: a real browser on a loaded 2-core machine
    // has timing no test can fully pin down. A test that fails twice fails the run; one that
    // passes only on the retry is listed at the end (scripts/retried-tests-reporter.ts) to be fixed.
    retry: process.env.CI ? 1 : 0,
  },
});
