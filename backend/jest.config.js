const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // The shared input rules from their source, so the tests need no build of them.
  moduleNameMapper: {
    '^@vriddhi/rules$': '<rootDir>/../packages/rules/src/index.ts',
    '^@vriddhi/rules/site-settings$': '<rootDir>/../packages/rules/src/site-settings.ts',
    '^@vriddhi/rules/passwords$': '<rootDir>/../packages/rules/src/passwords.ts',
    '^@vriddhi/rules/tamil-fields$': '<rootDir>/../packages/rules/src/tamil-fields.ts',
  },
  // The abuse suites have their own config (jest.abuse.config.js, `npm run test:abuse`).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/abuse/'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  // Two files at once even on two cores (Jest's default there is one; 480 s → 314 s here): a file spends much of its
  // time waiting on PostgreSQL, a server or a child process, and each has its own database.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
