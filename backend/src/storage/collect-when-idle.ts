import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A burst of photo work leaves tens of megabytes of freed upload buffers and half-empty heap pages
 * that V8 hands back only when it next compacts, which an idle server may not do for a long while:
 * after an admin's 20-photo batch the server sat at 175 MB. One compacting collection a moment after
 * the last image work brings it to 130 MB. `gc` is exposed by the flag, in a fresh context (the
 * `expose-gc` technique); where a runtime refuses, nothing happens.
 */
const IDLE_MS = 2000;
/** V8's options for `gc()`: "last-resort" compacts the heap and returns the freed pages. */
const COMPACTING = { type: 'major', execution: 'sync', flavor: 'last-resort' } as const;

type GarbageCollector = (options: typeof COMPACTING) => void;

const collect: GarbageCollector | null = (() => {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as GarbageCollector) : null;
  } catch {
    return null;
  }
})();

let busy = 0;
let timer: NodeJS.Timeout | undefined;

/** Runs `work`; once no such work has run for a moment, one compacting garbage collection. */
export async function collectWhenIdle<T>(work: () => Promise<T>): Promise<T> {
  busy += 1;
  clearTimeout(timer);
  try {
    return await work();
  } finally {
    busy -= 1;
    if (busy === 0 && collect) timer = setTimeout(() => collect(COMPACTING), IDLE_MS).unref();
  }
}
