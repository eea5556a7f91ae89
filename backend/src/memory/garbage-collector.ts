import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's options for `gc()`. */
export interface CollectionOptions {
  type: 'major' | 'minor';
  /** 'async' starts an incremental collection and returns at once. */
  execution: 'sync' | 'async';
  /** 'last-resort' also compacts the heap and returns the freed pages. */
  flavor?: 'regular' | 'last-resort';
}

type GarbageCollector = (options: CollectionOptions) => void;

/**
 * V8's `gc()`, exposed by the flag in a fresh context (the `expose-gc` technique), so the server can
 * ask for a collection where V8's own timing, made for machines with memory to spare, would wait;
 * null where a runtime refuses.
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
