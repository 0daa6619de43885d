import { foldedForms, foldKey } from '@/lib/search/world/fold';
import type { Place } from '@/lib/search/world/places';

/**
 * A prefix index over folded search keys: one sorted array of keys, each pointing at a place.
 * A query is a binary search for the first key starting with it; the matching keys are the
 * contiguous run after that. Long runs (short, common prefixes like 'sa') are answered from a
 * cache of their best places computed at build time, so every query touches few entries.
 */

/** How a key relates to its place; decides its ranking bonus. */
export enum KeyKind {
  Name = 0,
  AltName = 1,
  Word = 2,
  Code = 3,
}

const KIND_BONUS = [0.3, 0.25, 0, 0];
const EXACT_NAME_BONUS = 1.2;
const EXACT_CODE_BONUS = 3;

/** Runs longer than this get a precomputed best-places list. */
const CACHE_RUN_THRESHOLD = 256;
const CACHE_TOP = 48;
const CACHE_MAX_PREFIX = 10;

export interface Match {
  place: number;
  score: number;
}

/**
 * Per-search scratch, indexed by place and reused across searches (a search runs synchronously, so
 * one set per index is enough): `seenIn[place] === generation` marks a place already offered in
 * this search, `best[place]` its best score so far (NaN: refused by the caller's filter), `offered` the
 * accepted ones in the order first offered. Typed
 * arrays instead of a Map per search: no allocation, no hashing on the hot path.
 */
interface Scratch {
  generation: number;
  seenIn: Int32Array;
  best: Float64Array;
  offered: Int32Array;
  /** How many places `offered` holds in this search. */
  count: number;
}

export class KeyIndex {
  private readonly keys: string[];
  private readonly refs: Int32Array;
  private readonly kinds: Uint8Array;
  /**
   * Each key's score before an exact-match bonus (its place's importance plus its kind's bonus),
   * side by side with the keys: a run is read in order without visiting each place's object.
   */
  private readonly baseScores: Float64Array;
  /**
   * How many leading characters each key shares with the one before it (at most 255): a run of
   * keys starting with q continues while this stays at least q's length, read without visiting
   * the keys themselves.
   */
  private readonly sharedWithPrevious: Uint8Array;
  /** Long runs' best places and their best base score in the run, best first, in two pools. */
  private readonly cache = new Map<string, number>();
  private cachePlaces = new Int32Array(0);
  private cacheScores = new Float64Array(0);
  private readonly scratch: Scratch;

  constructor(
    readonly places: readonly Place[],
    /** Runs longer than this answer from their cached best places (tests lower or disable it). */
    private readonly cacheRunsOver = CACHE_RUN_THRESHOLD,
  ) {
    const entries: { key: string; place: number; kind: KeyKind }[] = [];
    // Places share many keys ('paris', 'san', 'airport'): keep one string for each, not one per place.
    const interned = new Map<string, string>();
    places.forEach((p, i) => {
      const seen = new Set<string>();
      const add = (key: string, kind: KeyKind) => {
        if (!key || seen.has(key)) return;
        seen.add(key);
        const shared = interned.get(key);
        if (shared === undefined) interned.set(key, key);
        entries.push({ key: shared ?? key, place: i, kind });
      };
      for (const form of foldedForms(p.name)) add(form, KeyKind.Name);
      for (const alt of p.altNames) for (const form of foldedForms(alt)) add(form, KeyKind.AltName);
      for (const form of foldedForms(p.label)) add(form, KeyKind.Name);
      // Later words of the name: 'fr' finds 'San Francisco', 'kennedy' finds 'John F Kennedy …'.
      for (const form of foldedForms(p.name)) {
        let at = form.indexOf(' ');
        while (at >= 0) {
          add(form.slice(at + 1), KeyKind.Word);
          at = form.indexOf(' ', at + 1);
        }
      }
      for (const code of p.codes ?? []) add(foldKey(code), KeyKind.Code);
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((e) => e.key);
    this.refs = Int32Array.from(entries, (e) => e.place);
    this.kinds = Uint8Array.from(entries, (e) => e.kind);
    this.sharedWithPrevious = Uint8Array.from(this.keys, (key, i) =>
      i === 0 ? 0 : commonPrefixLength(this.keys[i - 1] as string, key, 255),
    );
    this.baseScores = Float64Array.from(
      entries,
      (e) => (places[e.place] as Place).importance + (KIND_BONUS[e.kind] ?? 0),
    );
    this.scratch = {
      generation: 0,
      seenIn: new Int32Array(places.length),
      best: new Float64Array(places.length),
      offered: new Int32Array(places.length),
      count: 0,
    };
    this.buildCache();
  }

  get size() {
    return this.keys.length;
  }

  private baseScore(entry: number): number {
    return this.baseScores[entry] as number;
  }

  private buildCache() {
    const places: number[] = [];
    const scores: number[] = [];
    for (let len = 1; len <= CACHE_MAX_PREFIX; len++) {
      let start = 0;
      let found = false;
      while (start < this.keys.length) {
        const key = this.keys[start] as string;
        if (key.length < len) {
          start++;
          continue;
        }
        const prefix = key.slice(0, len);
        let end = start + 1;
        while (end < this.keys.length && (this.keys[end] as string).startsWith(prefix)) end++;
        if (end - start > this.cacheRunsOver) {
          found = true;
          this.cache.set(prefix, places.length);
          const top = this.collect(start, end, null, CACHE_TOP, () => true);
          for (const m of top) {
            places.push(m.place);
            scores.push(m.score);
          }
          // A shorter list ends with -1 (fewer distinct places than CACHE_TOP).
          for (let k = top.length; k < CACHE_TOP; k++) {
            places.push(-1);
            scores.push(0);
          }
        }
        start = end;
      }
      if (!found) break;
    }
    this.cachePlaces = Int32Array.from(places);
    this.cacheScores = Float64Array.from(scores);
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Places whose keys start with the folded query `q`, best first: importance plus a bonus for
   * how the key matched (own name, alternate name, later word, code; exact matches most).
   */
  search(q: string, limit: number, accept: (place: number) => boolean): Match[] {
    if (!q) return [];
    // The run's end is found while reading it: a cached long run is never walked.
    return this.collect(this.lowerBound(q), this.keys.length, q, limit, accept);
  }

  /**
   * The best `limit` distinct accepted places among entries [start, end), or with `q` the run of
   * entries from `start` that start with it, ties in the order first offered. A long run answers from its cached best places
   * when enough of them are accepted: any place outside that list scores no more than its last.
   */
  private collect(
    start: number,
    end: number,
    q: string | null,
    limit: number,
    accept: (place: number) => boolean,
  ): Match[] {
    const s = this.scratch;
    // Int32Array marks: start over before the counter would wrap (after 2^31 searches).
    if (s.generation === 0x7fffffff) {
      s.seenIn.fill(0);
      s.generation = 0;
    }
    s.generation++;
    s.count = 0;

    let i = start;
    if (q !== null) {
      // Exact keys sort first in the run; they carry the largest bonus.
      for (; i < end && this.keys[i] === q; i++) {
        const kind = this.kinds[i] as KeyKind;
        this.offer(
          accept,
          this.refs[i] as number,
          this.baseScore(i) +
            (kind === KeyKind.Code ? EXACT_CODE_BONUS : kind === KeyKind.Word ? 0 : EXACT_NAME_BONUS),
        );
      }
      const at = this.cache.get(q);
      if (at !== undefined) {
        for (let k = at; k < at + CACHE_TOP && (this.cachePlaces[k] as number) >= 0; k++)
          this.offer(accept, this.cachePlaces[k] as number, this.cacheScores[k] as number);
        const last = at + CACHE_TOP - 1;
        // A list shorter than CACHE_TOP holds every place of the run.
        if ((this.cachePlaces[last] as number) < 0) return this.ranked(limit);
        // A place outside the list scores at most its last score (and comes later among equals),
        // so only places scoring that much are sure: an exact key with a low base can score less.
        const floor = this.cacheScores[last] as number;
        let sure = 0;
        for (let k = 0; k < s.count; k++) if ((s.best[s.offered[k] as number] as number) >= floor) sure++;
        if (sure >= limit) return this.ranked(limit);
        // Too few sure among the cached ones: read the whole run.
      }
    }
    if (q !== null) {
      // The run began at `start` (its first key starts with q, or the run is empty).
      if (i === start && !(this.keys[start] ?? '').startsWith(q)) return this.ranked(limit);
      const need = Math.min(q.length, 255);
      for (; i < end; i++) {
        if (i > start && (this.sharedWithPrevious[i] as number) < need) break;
        // Past 255 shared characters the count says nothing more: compare the key itself.
        if (q.length > 255 && !(this.keys[i] as string).startsWith(q)) break;
        this.offer(accept, this.refs[i] as number, this.baseScore(i));
      }
    } else for (; i < end; i++) this.offer(accept, this.refs[i] as number, this.baseScore(i));
    return this.ranked(limit);
  }

  /** One key's place and score for this search: the first time, if accepted; later, if better. */
  private offer(accept: (place: number) => boolean, place: number, score: number): void {
    const s = this.scratch;
    if (s.seenIn[place] !== s.generation) {
      s.seenIn[place] = s.generation;
      if (!accept(place)) {
        s.best[place] = Number.NaN;
        return;
      }
      s.best[place] = score;
      s.offered[s.count++] = place;
    } else if (score > (s.best[place] as number)) s.best[place] = score; // NaN stays NaN
  }

  /** The best `limit` of the offered places, by a bounded insertion sort (stable). */
  private ranked(limit: number): Match[] {
    const { offered, best, count } = this.scratch;
    const top: Match[] = [];
    for (let k = 0; k < count; k++) {
      const place = offered[k] as number;
      const score = best[place] as number;
      if (top.length === limit && score <= (top[limit - 1] as Match).score) continue;
      let at = top.length === limit ? limit - 1 : top.length;
      if (top.length < limit) top.push({ place, score });
      while (at > 0 && (top[at - 1] as Match).score < score) {
        top[at] = top[at - 1] as Match;
        at--;
      }
      top[at] = { place, score };
    }
    return top;
  }
}

/** Leading characters `a` and `b` share, counting no further than `max`. */
function commonPrefixLength(a: string, b: string, max: number): number {
  const n = Math.min(a.length, b.length, max);
  let k = 0;
  while (k < n && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k;
}
