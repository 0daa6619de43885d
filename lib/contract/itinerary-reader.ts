import type {
  TCityStay,
  TDay,
  TDayItem,
  TItinerary,
  TMoney,
  TPackageVariant,
  TPriceBreakdown,
  TRankReason,
  TRoomChoice,
  TSearchSummary,
} from './planner';
import { BOARD_TYPES, DAY_ITEM_KINDS, LEAD_STATUSES, LEG_KINDS, RANK_FACTORS } from './planner-kinds';

/**
 * A lead (get_itinerary, put_itinerary) as the detail page reads it in the browser: field by field,
 * without zod (which the page then never loads). The shape is ZItinerary's (lib/contract/planner);
 * an answer bare or wrapped in `data`. A field that cannot be read falls back to its default (an
 * unreadable amount to 0 in the trip's currency, a text to '', a list entry that is not an object is
 * left out, but for stays and rooms, whose position is what a change names, read as empty) and is
 * named in `unreadable`; one odd field never takes the page down. Only an answer without a lead id,
 * a package id or a variant is refused (null): nothing could be changed on it.
 */
export interface ItineraryReading {
  itinerary: TItinerary;
  /** Paths of what could not be read and fell back to its default: `variant.days[2].items[0].start`. */
  unreadable: string[];
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

class Reader {
  readonly unreadable: string[] = [];
  constructor(private currency = '') {}

  currencyOfTrip(code: string) {
    if (/^[A-Z]{3}$/.test(code)) this.currency = code;
  }

  private miss<T>(path: string, fallback: T): T {
    this.unreadable.push(path);
    return fallback;
  }

  /** An object, or an empty one (noted) so its fields fall back one by one. */
  obj(v: unknown, path: string): Raw {
    return isObject(v) ? v : this.miss(path, {});
  }

  text(r: Raw, key: string, path: string, fallback = ''): string {
    const v = r[key];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.miss(`${path}.${key}`, fallback);
  }

  /** A text that may be null or absent (null). */
  textOrNull(r: Raw, key: string, path: string): string | null {
    const v = r[key];
    if (v === undefined || v === null) return null;
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.miss(`${path}.${key}`, null);
  }

  /** The entries of a list of texts (or of integers) that are texts (integers); the others are noted. */
  scalars<T extends string | number>(r: Raw, key: string, path: string, is: (v: unknown) => v is T): T[] {
    const v = r[key];
    if (!Array.isArray(v)) return this.miss(`${path}.${key}`, []);
    return v.filter((e, i) => is(e) || this.miss(`${path}.${key}[${i}]`, false));
  }

  int(r: Raw, key: string, path: string, fallback = 0, min = Number.MIN_SAFE_INTEGER): number {
    const v = r[key];
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= min
      ? n
      : this.miss(`${path}.${key}`, fallback);
  }

  num(r: Raw, key: string, path: string, fallback = 0): number {
    const v = r[key];
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : this.miss(`${path}.${key}`, fallback);
  }

  bool(r: Raw, key: string, path: string, fallback = false): boolean {
    const v = r[key];
    return typeof v === 'boolean' ? v : this.miss(`${path}.${key}`, fallback);
  }

  oneOf<T extends string>(list: readonly T[], r: Raw, key: string, path: string, fallback: T): T {
    const v = r[key];
    return (list as readonly unknown[]).includes(v) ? (v as T) : this.miss(`${path}.${key}`, fallback);
  }

  money(v: unknown, path: string): TMoney {
    const r = isObject(v) ? v : this.miss(path, {} as Raw);
    const amount = this.int(r, 'amount', path);
    const currency = typeof r.currency === 'string' && /^[A-Z]{3}$/.test(r.currency) ? r.currency : null;
    return { amount, currency: currency ?? this.miss(`${path}.currency`, this.currency) };
  }

  /** A price that may be null (or absent: null). */
  moneyOrNull(r: Raw, key: string, path: string): TMoney | null {
    return r[key] === undefined || r[key] === null ? null : this.money(r[key], `${path}.${key}`);
  }

  /** A list (absent or not a list: `fallback`, noted unless absent is allowed); each entry read by `read`. */
  list<T>(
    r: Raw,
    key: string,
    path: string,
    read: (entry: Raw, path: string) => T,
    { keepPositions = false, optional = false } = {},
  ): T[] | undefined {
    const v = r[key];
    if (!Array.isArray(v)) {
      if (v === undefined && optional) return undefined;
      return this.miss(`${path}.${key}`, optional ? undefined : []);
    }
    const out: T[] = [];
    v.forEach((entry, i) => {
      const at = `${path}.${key}[${i}]`;
      if (isObject(entry)) out.push(read(entry, at));
      else if (keepPositions) out.push(read(this.miss(at, {}), at));
      else this.miss(at, null);
    });
    return out;
  }

  /** As `list`, never undefined. */
  items<T>(
    r: Raw,
    key: string,
    path: string,
    read: (entry: Raw, path: string) => T,
    keepPositions = false,
  ): T[] {
    return this.list(r, key, path, read, { keepPositions }) ?? [];
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);

function search(rd: Reader, r: Raw, p: string): TSearchSummary {
  return {
    mode: rd.text(r, 'mode', p),
    origin: rd.textOrNull(r, 'origin', p),
    destinations: rd.scalars(r, 'destinations', p, isText),
    start_date: rd.text(r, 'start_date', p),
    nights: rd.scalars(r, 'nights', p, isInt),
    adults: rd.int(r, 'adults', p),
    children: rd.int(r, 'children', p),
    infants: rd.int(r, 'infants', p),
    currency: rd.text(r, 'currency', p),
  };
}

function room(rd: Reader, r: Raw, p: string): TRoomChoice {
  return {
    room_code: rd.text(r, 'room_code', p),
    room_name: rd.text(r, 'room_name', p),
    board: rd.oneOf(BOARD_TYPES, r, 'board', p, 'RO'),
    adults: rd.int(r, 'adults', p),
    children: r.children === undefined ? [] : rd.scalars(r, 'children', p, isInt),
    infants: r.infants === undefined ? 0 : rd.int(r, 'infants', p),
    refundable: rd.bool(r, 'refundable', p),
    cancellation: rd.text(r, 'cancellation', p),
    price: rd.money(r.price, `${p}.price`),
  };
}

function stay(rd: Reader, r: Raw, p: string): TCityStay {
  const h = rd.obj(r.hotel, `${p}.hotel`);
  const hp = `${p}.hotel`;
  return {
    city: rd.text(r, 'city', p),
    country_code: rd.text(r, 'country_code', p),
    nights: rd.int(r, 'nights', p, 1, 1),
    check_in: rd.text(r, 'check_in', p),
    check_out: rd.text(r, 'check_out', p),
    hotel: {
      code: rd.text(h, 'code', hp),
      name: rd.text(h, 'name', hp),
      stars: Math.min(5, rd.int(h, 'stars', hp, 0, 0)),
      image_url: rd.textOrNull(h, 'image_url', hp),
      lat: rd.num(h, 'lat', hp),
      lon: rd.num(h, 'lon', hp),
      source: rd.text(h, 'source', hp),
      rooms: rd.items(h, 'rooms', hp, (e, at) => room(rd, e, at), true),
      price: rd.money(h.price, `${hp}.price`),
    },
  };
}

function dayItem(rd: Reader, r: Raw, p: string): TDayItem {
  return {
    id: rd.text(r, 'id', p),
    kind: rd.oneOf(DAY_ITEM_KINDS, r, 'kind', p, 'free_time'),
    start: rd.text(r, 'start', p),
    end: rd.text(r, 'end', p),
    title: rd.text(r, 'title', p),
    ref: rd.textOrNull(r, 'ref', p),
    city: rd.text(r, 'city', p),
    detail: rd.textOrNull(r, 'detail', p),
    price: rd.moneyOrNull(r, 'price', p),
    image_url: rd.textOrNull(r, 'image_url', p),
  };
}

function day(rd: Reader, r: Raw, p: string): TDay {
  return {
    day: rd.int(r, 'day', p, 1, 1),
    date: rd.text(r, 'date', p),
    city: rd.text(r, 'city', p),
    items: rd.items(r, 'items', p, (e, at) => dayItem(rd, e, at)),
  };
}

function reason(rd: Reader, r: Raw, p: string): TRankReason {
  return {
    factor: rd.oneOf(RANK_FACTORS, r, 'factor', p, 'price'),
    score: rd.num(r, 'score', p),
    weight: rd.num(r, 'weight', p),
    text: rd.text(r, 'text', p),
  };
}

function breakdown(rd: Reader, r: Raw, p: string): TPriceBreakdown {
  return {
    base: rd.money(r.base, `${p}.base`),
    markup: rd.money(r.markup, `${p}.markup`),
    tax: rd.money(r.tax, `${p}.tax`),
    discount: rd.money(r.discount, `${p}.discount`),
    total: rd.money(r.total, `${p}.total`),
    price_inclusive: rd.bool(r, 'price_inclusive', p),
    discount_code: rd.textOrNull(r, 'discount_code', p),
    rate_date: rd.textOrNull(r, 'rate_date', p),
  };
}

function variant(rd: Reader, r: Raw, p: string): TPackageVariant {
  return {
    index: rd.int(r, 'index', p, 0, 0),
    title: rd.text(r, 'title', p),
    label: rd.text(r, 'label', p),
    score: rd.num(r, 'score', p),
    reasons: rd.items(r, 'reasons', p, (e, at) => reason(rd, e, at)),
    start_date: rd.text(r, 'start_date', p),
    end_date: rd.text(r, 'end_date', p),
    nights: rd.int(r, 'nights', p),
    cities: rd.items(r, 'cities', p, (e, at) => stay(rd, e, at), true),
    days: rd.items(r, 'days', p, (e, at) => day(rd, e, at)),
    total_price: rd.money(r.total_price, `${p}.total_price`),
    price: breakdown(rd, rd.obj(r.price, `${p}.price`), `${p}.price`),
  };
}

/** The lead in the answer (bare or in `data`), or null when it names no lead, package or variant. */
export function readItinerary(body: unknown): ItineraryReading | null {
  const bare = isObject(body) && typeof body.lead_id === 'string' ? body : null;
  const raw = bare ?? (isObject(body) && isObject(body.data) ? body.data : null);
  if (!raw || typeof raw.lead_id !== 'string' || typeof raw.package_id !== 'string' || !isObject(raw.variant))
    return null;
  const rd = new Reader();
  const s = search(rd, rd.obj(raw.search, 'search'), 'search');
  rd.currencyOfTrip(s.currency);
  const optionList = <T>(key: string, read: (e: Raw, at: string) => T) =>
    rd.list(raw, key, '', read, { optional: true });
  const itinerary: TItinerary = {
    lead_id: raw.lead_id,
    package_id: raw.package_id,
    variant_index: rd.int(raw, 'variant_index', ''),
    status: rd.oneOf(LEAD_STATUSES, raw, 'status', '', 'draft'),
    search: s,
    variant: variant(rd, raw.variant, 'variant'),
    alternatives:
      raw.alternatives === undefined
        ? []
        : rd.items(raw, 'alternatives', '', (e, at) => ({
            city_index: rd.int(e, 'city_index', at),
            hotels: rd.items(e, 'hotels', at, (h, hp) => ({
              code: rd.text(h, 'code', hp),
              name: rd.text(h, 'name', hp),
              stars: rd.int(h, 'stars', hp, 0, 0),
              image_url: rd.textOrNull(h, 'image_url', hp),
              price: rd.money(h.price, `${hp}.price`),
            })),
          })),
    room_options: optionList('room_options', (e, at) => ({
      city_index: rd.int(e, 'city_index', at),
      room_index: rd.int(e, 'room_index', at),
      rooms: rd.items(e, 'rooms', at, (o, op) => ({
        room_code: rd.text(o, 'room_code', op),
        room_name: rd.text(o, 'room_name', op),
        board: rd.oneOf(BOARD_TYPES, o, 'board', op, 'RO'),
        price: rd.money(o.price, `${op}.price`),
      })),
    })),
    activity_options: optionList('activity_options', (e, at) => ({
      day: rd.int(e, 'day', at, 1, 1),
      activities: rd.items(e, 'activities', at, (o, op) => ({
        code: rd.text(o, 'code', op),
        title: rd.text(o, 'title', op),
        price: rd.moneyOrNull(o, 'price', op),
      })),
    })),
    transfer_options: optionList('transfer_options', (e, at) => ({
      item_id: rd.text(e, 'item_id', at),
      transfers: rd.items(e, 'transfers', at, (o, op) => ({
        code: rd.text(o, 'code', op),
        title: rd.text(o, 'title', op),
        price: rd.money(o.price, `${op}.price`),
      })),
    })),
    leg_options:
      raw.leg_options === undefined
        ? []
        : rd.items(raw, 'leg_options', '', (e, at) => ({
            item_id: rd.text(e, 'item_id', at),
            legs: rd.items(e, 'legs', at, (o, op) => ({
              code: rd.text(o, 'code', op),
              mode: rd.oneOf(LEG_KINDS, o, 'mode', op, 'cab'),
              carrier: rd.text(o, 'carrier', op),
              depart: rd.text(o, 'depart', op),
              arrive: rd.text(o, 'arrive', op),
              duration_minutes: rd.int(o, 'duration_minutes', op, 0, 0),
              price: rd.money(o.price, `${op}.price`),
            })),
          })),
    updated_at: rd.text(raw, 'updated_at', ''),
  };
  if (raw.offline_note !== undefined) itinerary.offline_note = rd.textOrNull(raw, 'offline_note', '');
  if (raw.offline_requested_at !== undefined)
    itinerary.offline_requested_at = rd.textOrNull(raw, 'offline_requested_at', '');
  return { itinerary, unreadable: rd.unreadable.map((path) => path.replace(/^\./, '')) };
}
