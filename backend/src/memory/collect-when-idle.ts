import { garbageCollector } from './garbage-collector';

/**
 * A burst of photo work leaves tens of megabytes of freed upload buffers and half-empty heap pages
 * that V8 hands back only when it next compacts, which an idle server may not do for a long while:
 * after an admin's 20-photo batch the server sat at 175 MB. One compacting collection a moment after
 * the last image work brings it to 130 MB.
 */
const IDLE_MS = 2000;

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
    if (busy === 0 && garbageCollector) {
      const collect = garbageCollector;
      timer = setTimeout(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }), IDLE_MS).unref();
    }
  }
}
