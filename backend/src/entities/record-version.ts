/**
 * The GraphQL description of a record's `version` (optimistic concurrency, modules/versions.ts):
 * which mutation takes it back and, where there is one, the REST read whose ETag carries it.
 */
export function versionDescription(mutation: string, restRead?: string): string {
  const rest = restRead ? ` (REST: the ETag of ${restRead}, sent back as If-Match)` : '';
  return `Raised by every save of it. Send it as ${mutation}'s version argument${rest}: a save made by someone else meanwhile is then refused with CONFLICT instead of being overwritten`;
}
