import v8 from 'node:v8';
import { garbageCollector } from './garbage-collector';

/**
 * On a machine with memory to spare, V8 lets the heap grow to about four times what is live before
 * it collects: under a stream of GraphQL queries executed afresh the server reached 313 MB (the bench).
 * Past the ceiling (at first CEILING_BYTES of used heap, under twice what the server itself holds), a
 * collection is started at once, incrementally, beside the work: 215 MB, at the same rate. Below it
 * nothing changes, so the cached answers, which never get there, keep their speed. (A lower
 * --max-old-space-size lowers V8's growing factor for every collection instead, and halved the cached
 * answers' rate.) After each collection the ceiling is at least GROWTH times what it left, so a heap
 * that is simply large is never collected over and over. (Under mixed hostile load, 110 MB and twice
 * peaked at 341 MB; 90 MB and 1.4 times at 320 MB, at the same rates.)
 */
const CEILING_BYTES = 90 * 1024 * 1024;
const GROWTH = 1.4;
const CHECK_MS = 100;
/** How long a started collection may take before the heap is looked at afresh. */
const COLLECTION_MS = 2000;

export function keepHeapUnderCeiling(): () => void {
  const collect = garbageCollector;
  if (!collect) return () => undefined;
  let ceiling = CEILING_BYTES;
  let started: { at: number; used: number } | null = null;
  const check = setInterval(() => {
    const used = v8.getHeapStatistics().used_heap_size;
    if (started) {
      // Done once the heap has shrunk (or it is taking too long): the next ceiling follows what is left.
      if (used >= started.used && Date.now() - started.at < COLLECTION_MS) return;
      ceiling = Math.max(CEILING_BYTES, GROWTH * used);
      started = null;
    } else if (used > ceiling) {
      collect({ type: 'major', execution: 'async' });
      started = { at: Date.now(), used };
    }
  }, CHECK_MS).unref();
  return () => clearInterval(check);
}
