import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

/** Parsed and validated documents Apollo keeps, so a repeated query is neither parsed nor validated again. */
export const DOCUMENT_STORE_LIMITS = {
  entries: 1_000,
  /** Heap bytes, estimated: a parsed document (its nodes and their source locations) takes about four times its JSON. */
  bytes: 8 * 1024 * 1024,
};
const HEAP_BYTES_PER_JSON_BYTE = 4;

/**
 * Apollo's default store is bounded by 30 MB of the documents' JSON, about 120 MB of heap: a client
 * sending ever new queries (20,000 small ones took the server from 165 to 558 MB) fills it. This one
 * is bounded by entries and by estimated heap bytes, least recently used out first.
 */
export function createDocumentStore(): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({
    max: DOCUMENT_STORE_LIMITS.entries,
    maxSize: DOCUMENT_STORE_LIMITS.bytes,
    sizeCalculation: (document) => HEAP_BYTES_PER_JSON_BYTE * Buffer.byteLength(JSON.stringify(document)),
  });
}
