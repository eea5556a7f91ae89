import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's options for `gc()`: a major collection, started incrementally beside the work ('async' returns at once). */
export interface CollectionOptions {
  type: 'major';
  execution: 'async';
}

/** Without options: a full collection, at once. */
type GarbageCollector = (options?: CollectionOptions) => void;

/**
 * V8's `gc()`, exposed by the flag in a fresh context (the `expose-gc` technique), so the server can
 * ask for a collection where V8's own timing, made for machines with memory to spare, would wait;
 * null where a runtime refuses. Node 20's V8 (11.3) runs only a young-generation scavenge for
 * `{ execution: 'sync' }` options, whatever their type or flavor (seen with --trace-gc), so a full
 * collection at once is asked for without options, which every version runs as a mark-compact.
 */
export const garbageCollector: GarbageCollector | null = (() => {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as GarbageCollector) : null;
  } catch {
    return null;
  }
})();
