import type { GeoType } from '@/lib/contract/search';
import { NO_ALT_NAMES, type Place } from './places';

/**
 * The world's ~130,000 GeoNames cities, held as columns instead of one object each. A city as a
 * plain object cost ~370 bytes of heap for the life of the process (its fields, three boxed
 * numbers, an id string, a label built from three pieces, a country code string, a map entry by
 * id); here a city is a 40-byte `CityPlace` reading typed arrays, and its id and label are made
 * when asked for. The autocomplete answers' own items are cached by place (engine.ts), so popular
 * cities do not rebuild them. Rarely set fields (alternate names, airports, recommended) live in
 * maps keyed by row.
 */

export interface CityRecord {
  geonameId: number;
  name: string;
  countryCode: string;
  /** The country's display name ('' when the code is unknown). */
  countryName: string;
  continent: string;
  /** The state shown in the label and as destination_state (US cities only), or null. */
  state: string | null;
  lat: number;
  lon: number;
  importance: number;
}

interface CountryColumn {
  code: string;
  name: string;
  continent: string;
}

const ID_PREFIX = 'city:';

export class CityColumns {
  private readonly geonameIds: Float64Array;
  private readonly lats: Float64Array;
  private readonly lons: Float64Array;
  private readonly importances: Float64Array;
  private readonly countryRefs: Uint16Array;
  /** 0: no state; otherwise a position in `states` + 1. */
  private readonly stateRefs: Uint16Array;
  private readonly names: string[];
  private readonly countries: CountryColumn[] = [];
  private readonly states: string[] = [];
  /** Rows ordered by geonameId, for finding a city by its id without a map of 130,000 strings. */
  private readonly rowsById: Int32Array;
  readonly altNames = new Map<number, readonly string[]>();
  readonly relatedAirports = new Map<number, string[]>();
  readonly recommended = new Set<number>();
  /** One place object per row, made once: answers are cached by place identity. */
  readonly places: CityPlace[];

  constructor(records: readonly CityRecord[]) {
    const n = records.length;
    this.geonameIds = new Float64Array(n);
    this.lats = new Float64Array(n);
    this.lons = new Float64Array(n);
    this.importances = new Float64Array(n);
    this.countryRefs = new Uint16Array(n);
    this.stateRefs = new Uint16Array(n);
    this.names = new Array<string>(n);
    const countryRef = new Map<string, number>();
    const stateRef = new Map<string, number>();
    records.forEach((r, row) => {
      this.geonameIds[row] = r.geonameId;
      this.lats[row] = r.lat;
      this.lons[row] = r.lon;
      this.importances[row] = r.importance;
      this.names[row] = r.name;
      let c = countryRef.get(r.countryCode);
      if (c === undefined) {
        c = this.countries.push({ code: r.countryCode, name: r.countryName, continent: r.continent }) - 1;
        countryRef.set(r.countryCode, c);
      }
      this.countryRefs[row] = c;
      if (r.state) {
        let s = stateRef.get(r.state);
        if (s === undefined) {
          s = this.states.push(r.state);
          stateRef.set(r.state, s);
        }
        this.stateRefs[row] = s;
      }
    });
    this.rowsById = Int32Array.from(records.keys()).sort(
      (a, b) => (this.geonameIds[a] as number) - (this.geonameIds[b] as number),
    );
    this.places = Array.from(records, (_, row) => new CityPlace(this, row));
  }

  get size() {
    return this.places.length;
  }

  /** The city with this id ('city:2988507'), or undefined. */
  find(id: string): CityPlace | undefined {
    if (!id.startsWith(ID_PREFIX)) return undefined;
    const digits = id.slice(ID_PREFIX.length);
    const wanted = Number(digits);
    // Only the canonical spelling: 'city:02988507' or 'city:2988507.0' is not an id we gave out.
    if (!Number.isSafeInteger(wanted) || String(wanted) !== digits) return undefined;
    let lo = 0;
    let hi = this.rowsById.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.geonameIds[this.rowsById[mid] as number] as number) < wanted) lo = mid + 1;
      else hi = mid;
    }
    const row = this.rowsById[lo];
    return row !== undefined && this.geonameIds[row] === wanted ? this.places[row] : undefined;
  }

  id(row: number): string {
    return `${ID_PREFIX}${this.geonameIds[row]}`;
  }
  name(row: number): string {
    return this.names[row] as string;
  }
  country(row: number): CountryColumn {
    return this.countries[this.countryRefs[row] as number] as CountryColumn;
  }
  state(row: number): string | null {
    const s = this.stateRefs[row] as number;
    return s === 0 ? null : (this.states[s - 1] as string);
  }
  lat(row: number): number {
    return this.lats[row] as number;
  }
  lon(row: number): number {
    return this.lons[row] as number;
  }
  importance(row: number): number {
    return this.importances[row] as number;
  }
}

/** A GeoNames city as a Place: a row of its CityColumns, read on demand. */
export class CityPlace implements Place {
  constructor(
    private readonly columns: CityColumns,
    private readonly row: number,
  ) {}

  get id(): string {
    return this.columns.id(this.row);
  }
  get kind(): GeoType {
    return 'City';
  }
  get name(): string {
    return this.columns.name(this.row);
  }
  get label(): string {
    const country = this.columns.country(this.row).name;
    const state = this.state;
    return state ? `${this.name}, ${state}, ${country}` : `${this.name}, ${country}`;
  }
  get countryCode(): string {
    return this.columns.country(this.row).code;
  }
  get continent(): string {
    return this.columns.country(this.row).continent;
  }
  get state(): string | null {
    return this.columns.state(this.row);
  }
  get lat(): number {
    return this.columns.lat(this.row);
  }
  get lon(): number {
    return this.columns.lon(this.row);
  }
  get importance(): number {
    return this.columns.importance(this.row);
  }
  get altNames(): readonly string[] {
    return this.columns.altNames.get(this.row) ?? NO_ALT_NAMES;
  }
  set altNames(names: readonly string[]) {
    this.columns.altNames.set(this.row, names);
  }
  get relatedAirports(): string[] | undefined {
    return this.columns.relatedAirports.get(this.row);
  }
  set relatedAirports(codes: string[] | undefined) {
    if (codes) this.columns.relatedAirports.set(this.row, codes);
    else this.columns.relatedAirports.delete(this.row);
  }
  get recommended(): boolean | undefined {
    return this.columns.recommended.has(this.row) || undefined;
  }
  set recommended(value: boolean | undefined) {
    if (value) this.columns.recommended.add(this.row);
    else this.columns.recommended.delete(this.row);
  }
  /** Own-property view, for logs and test output (getters are not own properties). */
  toJSON(): Place {
    return {
      id: this.id,
      kind: this.kind,
      name: this.name,
      label: this.label,
      countryCode: this.countryCode,
      continent: this.continent,
      state: this.state,
      lat: this.lat,
      lon: this.lon,
      importance: this.importance,
      altNames: this.altNames,
      ...(this.relatedAirports ? { relatedAirports: this.relatedAirports } : {}),
      ...(this.recommended ? { recommended: true } : {}),
    };
  }
}
