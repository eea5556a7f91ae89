import { hash, verify } from '@node-rs/argon2';
import type { EntityManager } from 'typeorm';
import { ConcurrencyLimit } from '../../memory/concurrency-limit';

/**
 * Each argon2 hash takes its 19 MiB for the moment it runs, on one of libuv's four threads: a flood
 * of wrong passwords ran four at once, 76 MiB on top of everything else, and kept every thread (the
 * file reads' too) busy. One at a time, it holds one hash's memory and one core, and the site keeps
 * the other; a login waits its turn behind the guesses in front of it (about 30 ms each).
 */
export const passwordWork = new ConcurrencyLimit(1);

/** argon2id (the library's default) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
}

/** Whether `password` is the one `passwordHash` was made from (false for a hash that is not argon2's). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(() => verify(passwordHash, password)).catch(() => false);
}

/** An argon2 hash in the PHC string format hashPassword writes (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): what a stored password must be. */
const ARGON2_PHC = /^\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

export function isPasswordHash(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 512 && ARGON2_PHC.test(value);
}

/**
 * Stores a new password for the user and raises the session version in the same statement, so every
 * token signed before it is refused from the next request on. Returns the new session version.
 * `db` is the data source or a transaction's manager.
 */
export async function setPassword(db: Pick<EntityManager, 'query'>, userId: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const [rows] = (await db.query(
    `UPDATE users SET password_hash = $1, has_password = true, session_version = session_version + 1 WHERE id = $2 RETURNING session_version`,
    [passwordHash, userId],
  )) as [{ session_version: number }[], number];
  return rows[0].session_version;
}
