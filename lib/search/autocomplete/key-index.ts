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

export class KeyIndex {
  private readonly keys: string[];
  private readonly refs: Int32Array;
  private readonly kinds: Uint8Array;
  private readonly cache = new Map<string, Int32Array>();

  constructor(readonly places: readonly Place[]) {
    const entries: { key: string; place: number; kind: KeyKind }[] = [];
    places.forEach((p, i) => {
      const seen = new Set<string>();
      const add = (key: string, kind: KeyKind) => {
        if (!key || seen.has(key)) return;
        seen.add(key);
        entries.push({ key, place: i, kind });
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
    this.buildCache();
  }

  get size() {
    return this.keys.length;
  }

  private baseScore(entry: number): number {
    return (
      (this.places[this.refs[entry] as number] as Place).importance +
      (KIND_BONUS[this.kinds[entry] as number] ?? 0)
    );
  }

  private buildCache() {
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
        if (end - start > CACHE_RUN_THRESHOLD) {
          found = true;
          this.cache.set(
            prefix,
            Int32Array.from(
              this.topPlaces(start, end, CACHE_TOP, () => true),
              (m) => m.place,
            ),
          );
        }
        start = end;
      }
      if (!found) break;
    }
  }

  /** Best distinct places among entries [start, end) by base score. */
  private topPlaces(start: number, end: number, top: number, accept: (place: number) => boolean): Match[] {
    const best = new Map<number, number>();
    for (let i = start; i < end; i++) {
      const place = this.refs[i] as number;
      const score = this.baseScore(i);
      const prev = best.get(place);
      if (prev === undefined ? accept(place) : score > prev) best.set(place, score);
    }
    return [...best]
      .map(([place, score]) => ({ place, score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, top);
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
    const lo = this.lowerBound(q);
    const best = new Map<number, number>();
    const offer = (place: number, score: number) => {
      const prev = best.get(place);
      if (prev === undefined ? accept(place) : score > prev) best.set(place, score);
    };
    // Exact keys sort first in the run; they carry the largest bonus.
    let i = lo;
    for (; i < this.keys.length && this.keys[i] === q; i++) {
      const kind = this.kinds[i] as KeyKind;
      offer(
        this.refs[i] as number,
        this.baseScore(i) +
          (kind === KeyKind.Code ? EXACT_CODE_BONUS : kind === KeyKind.Word ? 0 : EXACT_NAME_BONUS),
      );
    }
    const cached = this.cache.get(q);
    if (cached) {
      for (const place of cached)
        offer(place, (this.places[place] as Place).importance + (KIND_BONUS[0] ?? 0));
      if (best.size >= limit) return this.ranked(best, limit);
    }
    for (; i < this.keys.length && (this.keys[i] as string).startsWith(q); i++)
      offer(this.refs[i] as number, this.baseScore(i));
    return this.ranked(best, limit);
  }

  private ranked(best: Map<number, number>, limit: number): Match[] {
    const out: Match[] = [];
    for (const [place, score] of best) out.push({ place, score });
    out.sort((a, b) => b.score - a.score);
    return out.length > limit ? out.slice(0, limit) : out;
  }
}
