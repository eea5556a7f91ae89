import { z } from 'zod';
import { BEACON_KINDS, MAX_BEACON_PATH_LENGTH } from './visit-kinds';

export * from './visit-kinds';

/** A beacon's body: `{"kind":"call","path":"/contact"}`, nothing else. */
export const visitBeaconRules = z
  .object({
    kind: z.enum(BEACON_KINDS, `kind must be one of ${BEACON_KINDS.join(', ')}`),
    path: z
      .string('path must be the path of the page, like /contact')
      .max(MAX_BEACON_PATH_LENGTH, `path must be at most ${MAX_BEACON_PATH_LENGTH} characters`)
      .startsWith('/', 'path must be the path of the page, like /contact'),
  })
  .strict();

export type VisitBeacon = z.output<typeof visitBeaconRules>;
