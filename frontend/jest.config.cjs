const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    // The build's stylesheet of the public pages, as the server renderer imports it (Panda's cssgen writes it).
    '^@/styled-system/styles\\.css\\?raw$': '<rootDir>/test/built-stylesheet.cjs',
    '^@/public/reset\\.css\\?inline$': '<rootDir>/test/reset-css.cjs',
    '\\.(css)$': '<rootDir>/test/style-stub.cjs',
    '\\.(svg)$': '<rootDir>/test/asset-stub.cjs',
    '^@vriddhi/rules$': '<rootDir>/../packages/rules/src/index.ts',
    '^@vriddhi/rules/project-categories$': '<rootDir>/../packages/rules/src/project-categories.ts',
    '^@vriddhi/rules/inline-scripts$': '<rootDir>/../packages/rules/src/inline-scripts.ts',
    '^@vriddhi/rules/islands-loader$': '<rootDir>/../packages/rules/src/islands-loader.ts',
    // The islands' loader as the server build makes it (scripts/islands-loader.mjs).
    '^virtual:islands-loader$': '<rootDir>/test/islands-loader.cjs',
    '^virtual:icon-sprite$': '<rootDir>/test/icon-sprite.cjs',
    '^@vriddhi/rules/site-settings$': '<rootDir>/../packages/rules/src/site-settings.ts',
    '^@vriddhi/rules/passwords$': '<rootDir>/../packages/rules/src/passwords.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic' },
            // Vite's import.meta.env does not exist under jest: rewrite it at compile time.
            optimizer: { globals: { vars: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.MODE': '"test"' } } },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages that jest must transform too.
  transformIgnorePatterns: [
    '/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj|@apollo|rxjs|@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr|@floating-ui|lucide-react)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Typing with user-event through Chakra forms takes seconds on a busy two-core machine; the default
  // 5 s fails those tests for load, not for behaviour (speed is measured by the bench, not here).
  testTimeout: 30_000,
  // Two files at once even on two cores (Jest's default there is one): 175 s → 122 s here.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
