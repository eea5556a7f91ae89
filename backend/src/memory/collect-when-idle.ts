import v8 from 'node:v8';
import { garbageCollector } from './garbage-collector';

/** How often the server looks whether it has gone quiet. */
const CHECK_MS = 1000;
/** Checks in a row without a new request (and no image work running) before the server counts as idle. */
const QUIET_CHECKS = 2;
/**
 * Checks after the first collection until the second. V8 gives back the young generation it grew
 * under load (32 MB), and moves the objects of its emptiest pages together, only at a collection that
 * finds the program allocating slowly, which it measures over the last five seconds: after a quiet
 * moment the first collection still sees the load.
 */
const SETTLE_CHECKS = 6;
/** Growth of the memory V8 holds (committed heap and external memory) since the last collection that is worth giving back. */
const GROWTH_BYTES = 16 * 1024 * 1024;

export interface IdleCollectorOptions {
  /** A full collection, at once. */
  collect: () => void;
  /** The second full collection, once the program has been allocating slowly for a while. */
  settle: () => void;
  /** Bytes V8 holds now: its committed heap and the external memory (buffers, compression streams) it knows of. */
  heldBytes: () => number;
}

/**
 * V8 collects when the program allocates, so a server that goes quiet after a burst keeps what the
 * burst left: freed upload and compression buffers, half-empty heap pages, a young generation grown
 * to its largest. After minutes of mixed hostile load it sat at 270 MB with half its heap garbage.
 * Once no request has come for QUIET_CHECKS seconds and no image work is running, a full collection
 * frees the garbage, and SETTLE_CHECKS seconds later, still quiet, a second one hands back the young
 * generation and the pages V8 chooses to empty. (Forcing V8 to compact every page instead gave back
 * 5 MB more but first copied every live object: 40 MB more at that moment, the highest of the run.) Only when there is something to hand back (the heap or
 * external memory grew by GROWTH_BYTES since the last collection, or image work ran), so a site
 * answering a visitor now and then does not collect after each.
 */
export class IdleCollector {
  /** Requests received and image work started or ended: the server is quiet while this stays the same. */
  private activity = 0;
  private activityAtLastCheck = 0;
  private quietChecks = 0;
  /** A full collection ran since the last second one: the second is due at the next long enough quiet spell. */
  private settleDue = false;
  private imageWork = 0;
  private imageWorkSinceCollection = false;
  private heldAfterCollection: number;

  constructor(private readonly options: IdleCollectorOptions) {
    this.heldAfterCollection = options.heldBytes();
  }

  /** Called for every request the server receives (one increment: the cached answers' path is never slowed). */
  noteRequest(): void {
    this.activity += 1;
  }

  /** Runs image work: the server is not idle while it runs, and a collection is due once it has. */
  async imageWorkOf<T>(work: () => Promise<T>): Promise<T> {
    this.activity += 1;
    this.imageWork += 1;
    this.imageWorkSinceCollection = true;
    try {
      return await work();
    } finally {
      this.imageWork -= 1;
      this.activity += 1;
    }
  }

  /** One look, every CHECK_MS. */
  check(): void {
    const quiet = this.activity === this.activityAtLastCheck && this.imageWork === 0;
    this.activityAtLastCheck = this.activity;
    if (!quiet) {
      this.quietChecks = 0;
      return;
    }
    this.quietChecks += 1;
    if (this.quietChecks === QUIET_CHECKS && (this.imageWorkSinceCollection || this.options.heldBytes() >= this.heldAfterCollection + GROWTH_BYTES)) {
      this.options.collect();
      this.imageWorkSinceCollection = false;
      this.settleDue = true;
      this.heldAfterCollection = this.options.heldBytes();
    } else if (this.quietChecks === QUIET_CHECKS + SETTLE_CHECKS && this.settleDue) {
      this.options.settle();
      this.settleDue = false;
      this.heldAfterCollection = this.options.heldBytes();
    }
  }
}

function heldBytes(): number {
  const { total_heap_size, external_memory } = v8.getHeapStatistics() as v8.HeapInfo & { external_memory: number };
  return total_heap_size + external_memory;
}

/** The server's one idle collector. */
const collectNow = () => garbageCollector?.();
export const idleCollector = new IdleCollector({ collect: collectNow, settle: collectNow, heldBytes });

/** Starts the checks of `idleCollector` (none where the runtime refuses to expose gc()); returns what stops them. */
export function collectWhenIdle(): () => void {
  if (!garbageCollector) return () => undefined;
  const timer = setInterval(() => idleCollector.check(), CHECK_MS).unref();
  return () => clearInterval(timer);
}
