import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import crypto from 'node:crypto';
import { BoundedMap } from './bounded-map';

/** Automatic persisted queries (Apollo's protocol, version 1): query texts by their SHA-256, bounded. */
export const PERSISTED_QUERY_LIMITS = { entries: 1_000, bytes: 2 * 1024 * 1024 };
/** Apollo prefixes the keys of the store it is given (PrefixingKeyValueCache). */
const APOLLO_PREFIX = 'apq:';

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * The store Apollo registers persisted queries in (after checking that the hash is the query's), and
 * reads them from for a request that sends the hash alone. Also read synchronously by the public
 * response cache's key, so a hash-only request is answered from the cache like its full query.
 */
export class PersistedQueryStore implements KeyValueCache<string> {
  private readonly queries = new BoundedMap<string>(
    PERSISTED_QUERY_LIMITS.entries,
    PERSISTED_QUERY_LIMITS.bytes,
    (key, query) => 2 * (key.length + query.length),
  );

  async get(key: string): Promise<string | undefined> {
    return this.queries.get(key);
  }

  async set(key: string, query: string): Promise<void> {
    // Apollo checked the hash before registering; checked again so nothing else can put a wrong text under a hash.
    if (key.startsWith(APOLLO_PREFIX) && sha256Hex(query) === key.slice(APOLLO_PREFIX.length)) this.queries.set(key, query);
  }

  async delete(key: string): Promise<boolean> {
    this.queries.delete(key);
    return true;
  }

  /** The registered query text of a hash, or undefined. */
  queryOf(sha256Hash: string): string | undefined {
    return this.queries.get(`${APOLLO_PREFIX}${sha256Hash}`);
  }
}
