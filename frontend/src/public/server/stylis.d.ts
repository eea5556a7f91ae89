// stylis ships no types; only the plugin emotion uses by default is needed here.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
}
