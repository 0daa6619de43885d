import type { Place } from '@/lib/search/world/places';
import { KeyIndex } from './key-index';

/**
 * The index answers from cached best places, typed-array scratch and a bounded top list; these
 * tests hold it to the plain rule it speeds up, on generated places with long shared prefixes.
 */

const SYLLABLES = ['ka', 'ra', 'ma', 'sa', 'ta', 'ba', 'ko', 'ri', 'mu', 'sen'];

/** A small deterministic generator (the same places on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function makePlaces(count: number): Place[] {
  const next = random(42);
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * 10)]).join('');
  return Array.from({ length: count }, (_, i) => {
    const name = next() < 0.3 ? `${word()} ${word()}` : word();
    return {
      id: `p:${i}`,
      kind: next() < 0.8 ? 'City' : 'Region',
      name,
      label: `${name}, Land`,
      countryCode: 'XX',
      continent: 'Europe',
      state: null,
      lat: 0,
      lon: 0,
      // Rounded: ties between places are common, so the order among equals is tested too.
      importance: Math.round(next() * 20) / 4,
      altNames: next() < 0.2 ? [word()] : [],
      codes: next() < 0.05 ? [word().slice(0, 3).toUpperCase()] : undefined,
    } satisfies Place;
  });
}

/** The rule itself: every key of every place, scored, best per place, stable by first key in order. */
function reference(places: Place[], q: string, limit: number, accept: (i: number) => boolean) {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const keys: { key: string; place: number; score: number; exact: number }[] = [];
  places.forEach((p, i) => {
    const seen = new Set<string>();
    const add = (key: string, bonus: number, exact: number) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      keys.push({ key, place: i, score: p.importance + bonus, exact });
    };
    add(fold(p.name), 0.3, 1.2);
    for (const alt of p.altNames) add(fold(alt), 0.25, 1.2);
    add(fold(p.label), 0.3, 1.2);
    const words = fold(p.name).split(' ');
    for (let w = 1; w < words.length; w++) add(words.slice(w).join(' '), 0, 0);
    for (const code of p.codes ?? []) add(fold(code), 0, 3);
  });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const best = new Map<number, number>();
  for (const k of keys) {
    if (!k.key.startsWith(q) || !accept(k.place)) continue;
    const score = k.score + (k.key === q ? k.exact : 0);
    best.set(k.place, Math.max(best.get(k.place) ?? Number.NEGATIVE_INFINITY, score));
  }
  return [...best]
    .map(([place, score]) => ({ place, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

const places = makePlaces(4000);
const FILTERS: [string, (i: number) => boolean][] = [
  ['everything', () => true],
  ['regions only (most cached places refused)', (i) => places[i]?.kind === 'Region'],
  ['every third place', (i) => i % 3 === 0],
];
const QUERIES = [
  ...new Set(
    places.flatMap((p) => [p.name.slice(0, 1), p.name.slice(0, 2), p.name.slice(0, 3), p.name.slice(0, 5)]),
  ),
  'ka ra',
  'sen',
  'zzz',
];

describe('KeyIndex', () => {
  const cached = new KeyIndex(places, 16);
  const walked = new KeyIndex(places, Number.POSITIVE_INFINITY);

  it.each(FILTERS)('answers as the rule says, for %s', (_, accept) => {
    for (const q of QUERIES)
      for (const limit of [1, 10, 20]) {
        const want = reference(places, q, limit, accept);
        expect({ q, limit, got: walked.search(q, limit, accept) }).toEqual({ q, limit, got: want });
        expect({ q, limit, got: cached.search(q, limit, accept) }).toEqual({ q, limit, got: want });
      }
  });

  it('forgets one search before the next (no place carries over)', () => {
    const first = cached.search('ka', 5, () => true);
    expect(cached.search('zzz', 5, () => true)).toEqual([]);
    expect(cached.search('ka', 5, () => true)).toEqual(first);
  });

  it('answers nothing for an empty query', () => {
    expect(cached.search('', 10, () => true)).toEqual([]);
  });
});
