import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import { clearExpiredRateLimits } from './shared-limiter';

/**
 * How often the counts no longer needed are deleted. A count is ignored once its window has ended; the
 * rows only take room, so a flood of new addresses leaves at most one interval's worth beyond its window.
 */
export const CLEAR_EXPIRED_LIMITS_MS = 5 * 60_000;

/**
 * Deletes expired limit rows every `intervalMs` (the rate_limits table's, and those `alsoClear` deletes),
 * in every process: a delete by an indexed column, harmless when another process did it just before.
 * Returns the function that stops it (resolved once a delete under way has ended).
 */
export function clearExpiredLimitsEvery(
  db: DataSource,
  alsoClear: () => Promise<unknown>,
  logger: Logger,
  intervalMs = CLEAR_EXPIRED_LIMITS_MS,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const clear = () => {
    running ??= Promise.all([clearExpiredRateLimits(db), alsoClear()])
      .catch((error: unknown) => logger.warn({ err: error }, 'Deleting expired login and enquiry limits failed; it is tried again later'))
      .finally(() => (running = null));
  };
  const timer = setInterval(clear, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
