/** Messages between the bench and the processes it starts (over the fork IPC channel). */
export type ToChild = { type: 'stop' } | { type: 'usage' };

export type FromChild =
  | { type: 'ready'; info: Record<string, unknown> }
  | { type: 'failed'; message: string }
  | { type: 'usage'; rss: number; heapUsed: number };

export interface ChildService {
  /** Sent to the bench once the service is up (a port, a database URL…). */
  info: Record<string, unknown>;
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 12_000;

function send(message: FromChild): void {
  if (process.connected) process.send?.(message);
}

/**
 * Runs one service in a child process of the bench. The child stops on a `stop` message, on
 * SIGTERM, and when the bench goes away (the IPC channel disconnects, e.g. the bench was killed),
 * so nothing outlives the run. SIGINT is ignored: the child sits in its own process group, and a
 * Ctrl-C is handled by the bench, which stops its children in order.
 */
export function runChild(start: () => Promise<ChildService>): void {
  let service: ChildService | null = null;
  let stopping = false;

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code || 1), STOP_TIMEOUT_MS).unref();
    (service ? service.stop() : Promise.resolve()).then(
      () => process.exit(code),
      (error: unknown) => {
        console.error(`bench child: stop failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };

  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => stop(0));
  process.on('disconnect', () => stop(0));
  process.on('message', (message: ToChild) => {
    if (message.type === 'stop') stop(0);
    else if (message.type === 'usage') {
      const usage = process.memoryUsage();
      send({ type: 'usage', rss: usage.rss, heapUsed: usage.heapUsed });
    }
  });

  start().then(
    (started) => {
      service = started;
      if (stopping) {
        stopping = false;
        stop(0);
        return;
      }
      send({ type: 'ready', info: started.info });
    },
    (error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      stop(1);
    },
  );
}
