/**
 * Makes room in a bounded counter map: drops a tenth of it, the entries with the lowest weight
 * first (oldest first among equals; a Map iterates in insertion order). Used by the in-memory
 * stores so that a flood of fresh, light keys only ever evicts other light keys — never a counter
 * that carries many attempts.
 */
export function evictLightest<V>(map: Map<string, V>, weight: (v: V) => number, maxKeys: number): void {
  const target = Math.max(0, Math.min(maxKeys - 1, Math.floor(maxKeys * 0.9)));
  if (map.size <= target) return;
  const ranked = [...map.entries()].map(([key, v], order) => ({ key, w: weight(v), order }));
  ranked.sort((a, b) => a.w - b.w || a.order - b.order);
  for (const { key } of ranked) {
    if (map.size <= target) break;
    map.delete(key);
  }
}
