import { parse, print } from 'graphql';
import { BoundedMap } from './bounded-map';
import { GRAPHQL_LIMITS } from './limits';

export const NORMALISED_DOCUMENT_LIMITS = { entries: 1_000, bytes: 4 * 1024 * 1024 };

/**
 * A query text's normal form (graphql-js's print of its parse: no comments, commas or spacing of
 * its own), worked out once per distinct text, so spellings of one document share one cached answer.
 * Null for a text that does not parse; Apollo answers that one with its error.
 */
export class NormalisedDocuments {
  private readonly printed = new BoundedMap<string | null>(
    NORMALISED_DOCUMENT_LIMITS.entries,
    NORMALISED_DOCUMENT_LIMITS.bytes,
    (text, normal) => 2 * (text.length + (normal?.length ?? 0)),
  );

  of(text: string): string | null {
    const known = this.printed.get(text);
    if (known !== undefined) return known;
    let normal: string | null;
    try {
      normal = print(parse(text, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens }));
    } catch {
      normal = null;
    }
    this.printed.set(text, normal);
    return normal;
  }
}

/** JSON with every object's keys in order, so the same variables always make the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  // JSON writes 1e400 (Infinity once parsed) as null: bare words keep it apart, as no JSON value is written so.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? 'null';
}
