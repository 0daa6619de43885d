/**
 * The fields two site configurations differ in, as dotted paths (`theme.primary_color`,
 * `websiteimages_set`): objects are compared key by key, anything else (arrays included, a list is
 * one field to an agency) as a whole. What a version's history shows. Pure.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return sameValue(before, after) ? [] : [prefix || '(root)'];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep equality of JSON values; an absent field and null are the same to a reader of the site. */
function sameValue(a: unknown, b: unknown): boolean {
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) return changedPaths(a, b).length === 0;
  return a === b;
}
