/**
 * The abuse suites (test/abuse): property-based fuzzing of the REST and GraphQL endpoints with
 * fast-check, on the same transform and database set-up as the other backend tests.
 * `npm run test:abuse`. Knobs (environment): ABUSE_KEEP_GOING=1 lists every distinct failure instead
 * of stopping at the first; ABUSE_SEED=<seed> replays the seed fast-check printed; ABUSE_RUNS_SCALE=10
 * for a longer soak; ABUSE_DUMP_DIR=<dir> writes each failing request as raw HTTP; ABUSE_SLOW_MS=<ms>
 * prints every answer slower than that.
 */
// The same transform and global set-up as the other backend tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  roots: ['<rootDir>/test/abuse'],
  testPathIgnorePatterns: ['/node_modules/'],
  // A failing property shrinks its input with more requests; give it time to report a small one.
  testTimeout: 180000,
};
