/**
 * How many items one page of a list that grows with use (enquiries, activity, users, backups) holds:
 * `first` (GraphQL) or `limit` (REST) when left out, and at most. The maximum keeps the largest page
 * of enquiries (every field at its length limit, each character escaped to six bytes of JSON) well
 * under the GraphQL answer cap of 4 MB (a backend test checks it).
 */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

export const PAGE_SIZE_MESSAGE = `must be a whole number from 1 to ${PAGE_SIZE.max}`;
