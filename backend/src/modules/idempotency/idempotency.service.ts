import crypto from 'node:crypto';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { IdempotencyKey } from '../../entities';
import { IdempotencyKeyReusedError, ValidationError } from '../../errors';
import type { IncomingFile } from '../../images/incoming-file';
import type { Actor } from '../auth/actor';

/** How long a key is remembered: a client retries within minutes; a day covers a phone that was offline. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** What a key may be: a UUID is typical; any visible ASCII up to 255 characters. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const UNIQUE_VIOLATION = '23505';

/** Called inside the create's transaction with the new row's id: the key commits with it, or not at all. */
export type RememberResult = (manager: EntityManager, id: string) => Promise<void>;

/**
 * Creates that a client may send again after losing the answer (a cut connection, a phone that went
 * offline) carry an Idempotency-Key header. The first request with a key creates and records the key
 * in the same transaction; any later one with the same key and the same input (the fields, and the
 * files by their bytes) gets what the first created, and one with other input is refused. Two at
 * once: the second waits on the key's row until the first commits, then gets its result.
 */
export class IdempotencyService {
  constructor(private readonly db: DataSource) {}

  async once<T>(
    actor: Actor,
    key: string | undefined,
    operation: { name: string; input: unknown; files: readonly IncomingFile[] },
    create: (remember: RememberResult) => Promise<T>,
    load: (id: string) => Promise<T>,
  ): Promise<T> {
    if (key === undefined) return create(async () => undefined);
    if (!VALID_KEY.test(key)) throw new ValidationError({ idempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    // The files by their bytes, in order: the same fields with another photo are another request.
    const files = await Promise.all(operation.files.map((file) => file.digest()));
    const fingerprint = fingerprintOf([operation.name, operation.input, files]);
    // As keys recorded before the files were part of it have theirs, so that a retry straddling that
    // deploy still gets the first answer. Can go once the deploy is IDEMPOTENCY_KEY_TTL_MS old.
    const fingerprints = [fingerprint, fingerprintOf([operation.name, operation.input])];
    const earlier = await this.resultOf(actor.id, key, fingerprints);
    if (earlier !== null) return load(earlier);
    try {
      return await create(async (manager, resultId) => {
        await manager.insert(IdempotencyKey, { userId: actor.id, key, fingerprint, resultId });
      });
    } catch (error) {
      const first = isKeyTaken(error) ? await this.resultOf(actor.id, key, fingerprints) : null;
      if (first === null) throw error;
      return load(first);
    }
  }

  /** Forgets keys older than IDEMPOTENCY_KEY_TTL_MS; returns how many. */
  async forgetExpired(now = Date.now()): Promise<number> {
    const result = await this.db.getRepository(IdempotencyKey).delete({ createdAt: LessThan(new Date(now - IDEMPOTENCY_KEY_TTL_MS)) });
    return result.affected ?? 0;
  }

  /** The result recorded for the key; refused when its request's fingerprint is none of `fingerprints`. */
  private async resultOf(userId: string, key: string, fingerprints: readonly string[]): Promise<string | null> {
    const repository = this.db.getRepository(IdempotencyKey);
    const row = await repository.findOneBy({ userId, key });
    if (!row) return null;
    if (row.createdAt.getTime() < Date.now() - IDEMPOTENCY_KEY_TTL_MS) {
      await repository.delete({ userId, key });
      return null;
    }
    if (!fingerprints.includes(row.fingerprint)) throw new IdempotencyKeyReusedError();
    return row.resultId;
  }
}

function fingerprintOf(request: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

function isKeyTaken(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } } | null)?.driverError;
  return driverError?.code === UNIQUE_VIOLATION && driverError.constraint === 'PK_idempotency_keys';
}
