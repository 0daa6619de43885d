/**
 * In-process half of the autocomplete benchmark: the engine over the full world index against
 * FlexSearch, MiniSearch and Fuse.js loaded with the same places. Prints one JSON object.
 * Run through run.mjs (needs --conditions=react-server and tsx).
 */
import Flexsearch from 'flexsearch';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { AUTOCOMPLETE_MODES } from '@/lib/contract/search';
import { getWorldIndex, search } from '@/lib/search/autocomplete/engine';

/** Hand queries and the place that must come first (world data, default mode). */
const HAND: [string, string][] = [
  ['par', 'Paris, France'],
  ['lon', 'London, United Kingdom'],
  ['zur', 'Zürich, Switzerland'],
  ['Zurich', 'Zürich, Switzerland'],
  ['san fr', 'San Francisco, CA, United States'],
  ['goa', 'Goa, India'],
  ['münchen', 'Munich, Germany'],
  ['muenchen', 'Munich, Germany'],
  ['hallstatt', 'Hallstatt, Austria'],
  ['bali', 'Bali, Indonesia'],
  ['tusc', 'Tuscany, Italy'],
  ['provence', 'Provence, France'],
  ['new york', 'New York City, NY, United States'],
  ['rom', 'Rome, Italy'],
  ['bombay', 'Mumbai, India'],
  ['tok', 'Tokyo, Japan'],
  ['barc', 'Barcelona, Spain'],
  ['amst', 'Amsterdam, Netherlands'],
  ['dub', 'Dubai, United Arab Emirates'],
  ['sydney', 'Sydney, Australia'],
];
/** Timing queries: the hand list plus single letters and longer prefixes. */
const TIMED = [...HAND.map(([q]) => q), 'a', 's', 'sa', 'ber', 'los ang', 'rio de', 'kuala l', 'xyzzy'];

/**
 * What visitors type in each shipped language (issue 31): the same engine answers every locale
 * (places carry their own and English names), so each locale's own spellings and scripts are timed.
 */
const BY_LOCALE: Record<string, string[]> = {
  'en-GB': ['lon', 'edinb', 'par', 'new york'],
  'en-US': ['new y', 'san fr', 'chic', 'miami'],
  'fr-FR': ['londres', 'venise', 'munich', 'pékin', 'genève'],
  'de-DE': ['mailand', 'venedig', 'rom', 'münchen', 'köln'],
  'es-ES': ['londres', 'nueva york', 'atenas', 'sevilla', 'múnich'],
  'it-IT': ['parigi', 'londra', 'firenze', 'monaco', 'napoli'],
  'hi-IN': ['दिल्ली', 'मुंबई', 'गोवा', 'जयपुर', 'del'],
  'ar-AE': ['دبي', 'باريس', 'القاهرة', 'أبوظبي', 'dub'],
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

function time(fn: (q: string) => unknown, queries: string[], rounds: number) {
  // Warm-up: every query a few times over, so the first one timed does not pay for the JIT.
  for (let i = 0; i < Math.min(rounds, 20); i++) for (const q of queries) fn(q);
  const perQuery: Record<string, { p50: number; p95: number }> = {};
  const all: number[] = [];
  for (const q of queries) {
    const xs: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = process.hrtime.bigint();
      fn(q);
      xs.push(Number(process.hrtime.bigint() - t) / 1000);
    }
    all.push(...xs);
    perQuery[q] = { p50: pct(xs, 50), p95: pct(xs, 95) };
  }
  return { p50_us: pct(all, 50), p95_us: pct(all, 95), perQuery };
}

global.gc?.();
const before = process.memoryUsage();
const world = getWorldIndex();
global.gc?.();
const after = process.memoryUsage();
const indexBytes = after.heapUsed - before.heapUsed;
// Typed arrays live outside the JS heap: counted apart, so "heap" compares with earlier runs.
const indexArrayBytes = after.arrayBuffers - before.arrayBuffers;
const places = world.set.places.filter((p) => p.kind !== 'Airport');
const labels = places.map((p) => p.label);

const engine = (q: string) =>
  search(q, null, { mode: AUTOCOMPLETE_MODES.default, limit: 10 }).map((i) => i.name);

const flex = new Flexsearch.Index({ tokenize: 'forward', encoder: 'Normalize' } as never);
let t = performance.now();
labels.forEach((l, i) => {
  flex.add(i, l);
});
const flexBuildMs = performance.now() - t;
const flexSearch = (q: string) => (flex.search(q, { limit: 10 }) as number[]).map((i) => labels[i]);

t = performance.now();
const mini = new MiniSearch({
  fields: ['label'],
  storeFields: [],
  searchOptions: { prefix: true, fuzzy: false },
});
mini.addAll(labels.map((label, id) => ({ id, label })));
const miniBuildMs = performance.now() - t;
const miniSearch = (q: string) =>
  mini
    .search(q)
    .slice(0, 10)
    .map((r) => labels[r.id as number]);

t = performance.now();
const fuse = new Fuse(labels, { threshold: 0.3, ignoreLocation: false });
const fuseBuildMs = performance.now() - t;
const fuseSearch = (q: string) => fuse.search(q, { limit: 10 }).map((r) => r.item);

const firstRight = (fn: (q: string) => (string | undefined)[]) =>
  HAND.filter(([q, want]) => fn(q)[0] === want).length;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const result = {
  places: world.set.places.length,
  keys: world.set.index.size,
  index_build_ms: Math.round(world.buildMs),
  index_heap_mb: Math.round(indexBytes / 1e5) / 10,
  index_array_buffers_mb: Math.round(indexArrayBytes / 1e5) / 10,
  hand_queries: HAND.length,
  engines: {
    itinera: {
      build_ms: Math.round(world.buildMs),
      first_right: firstRight(engine),
      ...time(engine, TIMED, ROUNDS),
    },
    flexsearch: {
      build_ms: Math.round(flexBuildMs),
      first_right: firstRight(flexSearch),
      ...time(flexSearch, TIMED, ROUNDS),
    },
    minisearch: {
      build_ms: Math.round(miniBuildMs),
      first_right: firstRight(miniSearch),
      ...time(miniSearch, TIMED, Math.ceil(ROUNDS / 4)),
    },
    fusejs: {
      build_ms: Math.round(fuseBuildMs),
      first_right: firstRight(fuseSearch),
      ...time(fuseSearch, TIMED, 3),
    },
  },
};
const byLocale = Object.fromEntries(
  Object.entries(BY_LOCALE).map(([locale, queries]) => {
    const { p50_us, p95_us } = time(engine, queries, ROUNDS);
    return [locale, { queries: queries.length, p50_us, p95_us }];
  }),
);
console.log(JSON.stringify({ ...result, by_locale: byLocale }));
