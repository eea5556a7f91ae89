/**
 * What a form shows after someone else saved the record meanwhile: the latest record (`fresh`) with
 * what this person changed laid over it. A value counts as changed when it differs from the one the
 * form started from (`based`). Plain objects are merged field by field (an address whose town this
 * person changed keeps the PIN code someone else changed); lists and files are taken whole.
 */
export function keepChanges<T>(based: T, typed: T, fresh: T): T {
  if (isPlainObject(based) && isPlainObject(typed) && isPlainObject(fresh)) {
    const merged: Record<string, unknown> = { ...fresh };
    for (const key of Object.keys(typed)) merged[key] = keepChanges(based[key], typed[key], fresh[key]);
    return merged as T;
  }
  return sameValue(based, typed) ? fresh : typed;
}

/** Equal by content for plain objects and lists, by identity for anything else (a chosen File). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
