/**
 * Keys that reach an object's prototype when untrusted data is assigned or merged by key
 * (`obj[key] = …`, recursive merges): `__proto__` replaces the prototype, `constructor.prototype`
 * reaches every object's. Untrusted names (configuration entries, file keys, query keys) must never
 * become property names without this check.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isPrototypeKey = (key: string): boolean => PROTOTYPE_KEYS.has(key);

/**
 * Every path ('config.fe_config.__proto__') at which parsed JSON holds a prototype key, for an
 * error message that names each. JSON.parse keeps `"__proto__"` as an own key, so it is seen here.
 */
export function prototypeKeyPaths(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]);
  return entries.flatMap(([key, child]) => {
    const at = path ? `${path}.${key}` : key;
    return isPrototypeKey(key) ? [at] : prototypeKeyPaths(child, at);
  });
}
