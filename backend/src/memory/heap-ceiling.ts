import v8 from 'node:v8';
import { garbageCollector } from './garbage-collector';

/**
 * On a machine with memory to spare, V8 lets the heap grow to about four times what is live before
 * it collects: under a stream of GraphQL queries executed afresh the server reached 313 MB (the bench).
 * Past CEILING_BYTES of used heap (about twice what the server itself holds), a collection is started
 * at once, incrementally, beside the work: 215 MB, at the same rate. Below it nothing changes, so the
 * cached answers, which never get there, keep their speed. (A lower --max-old-space-size lowers V8's
 * growing factor for every collection instead, and halved the cached answers' rate.)
 */
const CEILING_BYTES = 110 * 1024 * 1024;
const CHECK_MS = 100;

export function keepHeapUnderCeiling(): () => void {
  const collect = garbageCollector;
  if (!collect) return () => undefined;
  const check = setInterval(() => {
    if (v8.getHeapStatistics().used_heap_size > CEILING_BYTES) collect({ type: 'major', execution: 'async' });
  }, CHECK_MS).unref();
  return () => clearInterval(check);
}
