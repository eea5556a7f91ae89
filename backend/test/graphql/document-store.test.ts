import { parse } from 'graphql';
import { createDocumentStore, DOCUMENT_STORE_LIMITS } from '../../src/graphql/document-store';

/** The store of parsed and validated documents stays bounded however many distinct queries arrive. */
describe('GraphQL document store', () => {
  async function kept(store: ReturnType<typeof createDocumentStore>, keys: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const key of keys) if ((await store.get(key)) !== undefined) found.push(key);
    return found;
  }

  it(`keeps at most ${DOCUMENT_STORE_LIMITS.entries} small documents, the most recent`, async () => {
    const store = createDocumentStore();
    const keys = Array.from({ length: DOCUMENT_STORE_LIMITS.entries * 3 }, (_, i) => `q${i}`);
    for (const [i, key] of keys.entries()) await store.set(key, parse(`query Q${i} { services { id title } }`));
    const found = await kept(store, keys);
    expect(found.length).toBe(DOCUMENT_STORE_LIMITS.entries);
    expect(found).toEqual(keys.slice(-DOCUMENT_STORE_LIMITS.entries));
  });

  it('keeps fewer large documents, within its byte bound', async () => {
    const store = createDocumentStore();
    const fields = Array.from({ length: 400 }, (_, i) => `f${i}: __typename`).join(' ');
    const large = (i: number) => parse(`query Big${i} { ${fields} }`);
    const estimated = 4 * Buffer.byteLength(JSON.stringify(large(0)));
    const keys = Array.from({ length: 200 }, (_, i) => `big${i}`);
    for (const [i, key] of keys.entries()) await store.set(key, large(i));
    const found = await kept(store, keys);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length * estimated).toBeLessThanOrEqual(DOCUMENT_STORE_LIMITS.bytes * 1.01);
    expect(found.length).toBeLessThan(keys.length);
  });
});
