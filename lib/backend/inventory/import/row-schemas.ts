import { z } from 'zod';
import { BOARD_TYPES, LEG_KINDS } from '@/lib/contract/planner';
import type { InsuranceBand } from '@/lib/db/schema/products';
import { HUB_KINDS } from '@/lib/planner/types';

/**
 * One zod schema per CSV kind: a row's text cells in, the inventory row (camelCase, typed) out.
 * Messages read after 'line 7, column stars: …' ('must be 0–5'), so they name no field.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = () => z.string({ error: 'is required' }).trim().min(1, 'is required');
const optionalText = () =>
  z.preprocess((v) => (blank(v) ? null : v), z.string().trim().nullable()).default(null);
const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : Number(v)),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'is required' : `must be ${min}–${max}`) })
      .refine((n) => Number.isInteger(n) && n >= min && n <= max, `must be ${min}–${max}`),
  );
const intOr = (min: number, max: number, fallback: number) =>
  z.preprocess((v) => (blank(v) ? fallback : v), int(min, max));
const nullableInt = (min: number, max: number) =>
  z.preprocess((v) => (blank(v) ? null : v), int(min, max).nullable());
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : Number(v)),
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? 'is required' : `must be a number from -${limit} to ${limit}`,
      })
      .refine(
        (n) => Number.isFinite(n) && Math.abs(n) <= limit,
        `must be a number from -${limit} to ${limit}`,
      ),
  );
const money = () => int(0, 100_000_000);
const currency = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: 'is required' }).regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
  );
const country = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: 'is required' }).regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'),
  );
const oneOf = <T extends readonly [string, ...string[]]>(values: T, upper = false) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (upper ? v.trim().toUpperCase() : v.trim().toLowerCase()) : v),
    z.enum(values, { error: `must be one of ${values.join(', ')}` }),
  );
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return fallback;
      const s = String(v).trim().toLowerCase();
      return ['true', 'yes', 'y', '1'].includes(s) ? true : ['false', 'no', 'n', '0'].includes(s) ? false : v;
    },
    z.boolean({ error: 'must be true or false' }),
  );
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .refine(
      (s) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s,
      'must be a date YYYY-MM-DD',
    );
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (fallback: string) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : String(v).trim()),
    z.string().regex(TIME, 'must be a time HH:mm'),
  );
/** 'a|b|c' (or ';'-separated) cells. */
const list = (v: unknown) =>
  blank(v)
    ? []
    : String(v)
        .split(/[|;]/)
        .map((s) => s.trim())
        .filter(Boolean);
const urls = () =>
  z.preprocess(list, z.array(z.string().regex(/^https?:\/\/\S+$/, 'must be http(s) URLs separated by |')));
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const days = () =>
  z.preprocess(
    (v) =>
      blank(v)
        ? [0, 1, 2, 3, 4, 5, 6]
        : list(v).map((d) => {
            const i = DAY_NAMES.indexOf(d.slice(0, 3).toLowerCase());
            return i >= 0 ? i : /^\d$/.test(d) ? Number(d) : NaN;
          }),
    z
      .array(z.number())
      .min(1, 'must list at least one day')
      .refine(
        (a) => a.every((d) => Number.isInteger(d) && d >= 0 && d <= 6),
        'must be days 0–6 (0 = Sunday) or Sun…Sat, separated by |',
      ),
  );
const times = () =>
  z.preprocess(
    list,
    z
      .array(z.string().regex(TIME, 'must be times HH:mm separated by |'))
      .min(1, 'must list at least one time'),
  );

/** Session start times: blank for one session at opens_at. */
const sessionTimes = () =>
  z.preprocess(list, z.array(z.string().regex(TIME, 'must be times HH:mm separated by |')));
/** Hours before the session; blank: 24; 'none': not refundable. */
const freeCancelHours = () =>
  z.preprocess(
    (v) => (blank(v) ? 24 : String(v).trim().toLowerCase() === 'none' ? null : v),
    int(0, 24 * 365).nullable(),
  );
const BAND = /^(\d+(?:\.\d+)?):(\d+)$/;
/** Transfers: 'max_km:price_minor' pairs by increasing distance, e.g. 10:3500|25:4800|60:7000. */
const bands = () =>
  z.preprocess(
    (v) =>
      list(v).map((b) => {
        const m = BAND.exec(b.replace(/\s+/g, ''));
        return m ? { max_km: Number(m[1]), price_minor: Number(m[2]) } : null;
      }),
    z
      .array(
        z
          .object({ max_km: z.number().positive(), price_minor: z.number().int().max(100_000_000) })
          .nullable(),
      )
      .refine((a) => a.every((b) => b !== null), 'must be max_km:price_minor pairs separated by |')
      .transform((a) => a.filter((b): b is { max_km: number; price_minor: number } => b !== null))
      .refine(
        (a) => a.every((b, i) => i === 0 || b.max_km > (a[i - 1]?.max_km ?? 0)),
        'must list bands by increasing max_km',
      ),
  );

const place = {
  city: text(),
  countryCode: country(),
  lat: coordinate(90),
  lon: coordinate(180),
};

export const ZHotelRow = z.object({
  code: text(),
  name: text(),
  ...place,
  stars: int(0, 5),
  popularity: intOr(0, 100, 0),
  imageUrl: optionalText(),
  description: optionalText(),
  address: optionalText(),
  images: urls(),
  source: z.preprocess((v) => (blank(v) ? 'offline' : v), oneOf(['offline', 'grn', 'tbo', 'hotelbeds'])),
});

export const ZRoomTypeRow = z
  .object({
    hotelCode: text(),
    code: text(),
    name: text(),
    board: oneOf(BOARD_TYPES, true),
    baseOccupancy: int(1, 10),
    maxAdults: int(1, 10),
    maxChildren: intOr(0, 10, 0),
    maxOccupancy: int(1, 12),
    childMinAge: intOr(0, 17, 2),
    childMaxAge: intOr(0, 17, 11),
    refundable: bool(true),
    freeCancelDays: nullableInt(0, 365),
    penaltyPercent: intOr(0, 100, 100),
    defaultAllotment: intOr(0, 10_000, 5),
  })
  .superRefine((r, ctx) => {
    if (r.childMaxAge < r.childMinAge)
      ctx.addIssue({ code: 'custom', path: ['childMaxAge'], message: 'must not be below child_min_age' });
    if (r.maxOccupancy < r.maxAdults)
      ctx.addIssue({ code: 'custom', path: ['maxOccupancy'], message: 'must be at least max_adults' });
  });

export const ZRateRow = z
  .object({
    roomCode: text(),
    code: optionalText(),
    dateFrom: date(),
    dateTo: date(),
    baseMinor: money(),
    extraAdultMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
    childMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
    currency: currency(),
  })
  .superRefine((r, ctx) => {
    if (r.dateTo < r.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'must not be before date_from' });
  })
  .transform((r) => ({ ...r, code: r.code ?? `${r.roomCode}-${r.dateFrom}` }));

export const ZActivityRow = z
  .object({
    code: text(),
    name: text(),
    ...place,
    popularity: intOr(0, 100, 0),
    priceMinor: money(),
    childPriceMinor: z.preprocess((v) => (blank(v) ? null : v), money().nullable()),
    currency: currency(),
    hasPaid: bool(true),
    imageUrl: optionalText(),
    durationMinutes: int(15, 24 * 60),
    days: days(),
    opensAt: time('09:00'),
    closesAt: time('18:00'),
    category: z.preprocess(
      (v) => (blank(v) ? 'tour' : v),
      oneOf(['culture', 'food', 'outdoors', 'nightlife', 'family', 'tour']),
    ),
    description: optionalText(),
    sessions: sessionTimes(),
    capacity: intOr(1, 10_000, 20),
    meetingPoint: optionalText(),
    includes: z.preprocess(list, z.array(z.string())),
    freeCancelHours: freeCancelHours(),
  })
  .superRefine((r, ctx) => {
    if (r.closesAt <= r.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'must be after opens_at' });
    if (r.sessions.some((t) => t < r.opensAt || t >= r.closesAt))
      ctx.addIssue({
        code: 'custom',
        path: ['sessions'],
        message: 'must start between opens_at and closes_at',
      });
  });

export const ZTransferRow = z
  .object({
    code: text(),
    city: text(),
    countryCode: z.preprocess((v) => (blank(v) ? '' : String(v).trim().toUpperCase()), z.string()),
    hubKind: oneOf(HUB_KINDS),
    hubCode: text(),
    hubName: text(),
    vehicle: text(),
    maxPassengers: int(1, 100),
    durationMinutes: int(1, 24 * 60),
    priceMinor: money(),
    currency: currency(),
    vehicleClass: z.preprocess(
      (v) => (blank(v) ? 'standard' : v),
      oneOf(['standard', 'executive', 'minivan', 'minibus', 'shared']),
    ),
    luggage: intOr(0, 100, 2),
    bands: bands(),
    hubLat: z.preprocess((v) => (blank(v) ? null : v), coordinate(90).nullable()),
    hubLon: z.preprocess((v) => (blank(v) ? null : v), coordinate(180).nullable()),
    fleet: intOr(0, 10_000, 10),
  })
  .superRefine((r, ctx) => {
    if ((r.hubLat === null) !== (r.hubLon === null))
      ctx.addIssue({
        code: 'custom',
        path: [r.hubLat === null ? 'hubLat' : 'hubLon'],
        message: 'must be given with hub_lat and hub_lon together',
      });
    if (r.bands.length > 0 && (r.hubLat === null || r.hubLon === null))
      ctx.addIssue({
        code: 'custom',
        path: ['bands'],
        message: 'need hub_lat and hub_lon to measure distances',
      });
  });

export const ZLegRow = z.object({
  code: text(),
  kind: oneOf(LEG_KINDS),
  fromCity: text(),
  toCity: text(),
  fromHub: text(),
  toHub: text(),
  fromHubKind: oneOf(HUB_KINDS),
  toHubKind: oneOf(HUB_KINDS),
  carrier: text(),
  departures: times(),
  durationMinutes: int(1, 72 * 60),
  adultMinor: money(),
  childMinor: money(),
  infantMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
  currency: currency(),
});

/** A self-drive car class at a pick-up desk (inventory_cars), priced per day. */
export const ZCarRow = z.object({
  code: text(),
  supplier: text(),
  ...place,
  pickupName: text(),
  carClass: oneOf([
    'mini',
    'economy',
    'compact',
    'intermediate',
    'standard',
    'fullsize',
    'suv',
    'van',
    'premium',
  ]),
  model: text(),
  transmission: oneOf(['manual', 'automatic']),
  seats: int(1, 20),
  bags: intOr(0, 20, 2),
  doors: intOr(2, 6, 4),
  airCon: bool(true),
  fuelPolicy: z.preprocess((v) => (blank(v) ? 'full_to_full' : v), oneOf(['full_to_full', 'prepaid'])),
  /** Blank: unlimited mileage. */
  kmPerDay: nullableInt(1, 10_000),
  dailyMinor: money(),
  oneWayFeeMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
  currency: currency(),
  fleet: intOr(0, 10_000, 6),
  /** Blank: non-refundable. */
  freeCancelHours: nullableInt(0, 24 * 365),
  minDriverAge: intOr(16, 99, 21),
});

/** A chauffeured car by the hour in one city (inventory_cab_packages). */
export const ZCabPackageRow = z.object({
  code: text(),
  city: text(),
  countryCode: country(),
  vehicle: text(),
  vehicleClass: oneOf(['standard', 'executive', 'minivan']),
  maxPassengers: int(1, 60),
  hours: int(1, 24),
  kmIncluded: int(0, 2000),
  priceMinor: money(),
  extraHourMinor: money(),
  extraKmMinor: money(),
  currency: currency(),
  fleet: intOr(0, 10_000, 5),
});

/**
 * What a leg sells (a train's classes, a sailing's ticket types, a flight's fare families), one row
 * per fare of a leg of the agency's (`leg_code`); a fare replaces the leg's fare of the same code.
 * The row's key is the leg and fare code together.
 */
export const ZLegFareRow = z
  .object({
    legCode: text(),
    code: text(),
    name: text(),
    cabin: oneOf(['economy', 'premium', 'business', 'first', 'standard', 'deck', 'seat', 'cabin', 'vehicle']),
    per: z.preprocess((v) => (blank(v) ? 'traveller' : v), oneOf(['traveller', 'vehicle'])),
    adultMinor: money(),
    childMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
    infantMinor: z.preprocess((v) => (blank(v) ? 0 : v), money()),
    seats: int(0, 100_000),
    capacity: intOr(1, 100, 1),
    cabinBagKg: intOr(0, 100, 0),
    checkedBags: intOr(0, 10, 0),
    checkedBagKg: intOr(0, 100, 0),
    refundable: bool(false),
    freeCancelDays: nullableInt(0, 365),
    changeFeeMinor: z.preprocess((v) => (blank(v) ? null : v), money().nullable()),
  })
  .superRefine((r, ctx) => {
    if ((r.cabin === 'cabin' || r.cabin === 'vehicle') && r.per !== 'vehicle')
      ctx.addIssue({ code: 'custom', path: ['per'], message: 'must be vehicle for a cabin or a vehicle' });
  })
  .transform(({ legCode, code, ...f }) => ({
    code: `${legCode} ${code}`,
    legCode,
    fare: {
      code,
      name: f.name,
      cabin: f.cabin,
      per: f.per as 'traveller' | 'vehicle',
      adult_minor: f.adultMinor,
      child_minor: f.childMinor,
      infant_minor: f.infantMinor,
      seats: f.seats,
      cabin_bag_kg: f.cabinBagKg,
      checked_bags: f.checkedBags,
      checked_bag_kg: f.checkedBagKg,
      refundable: f.refundable,
      free_cancel_days: f.freeCancelDays,
      change_fee_minor: f.changeFeeMinor,
      capacity: f.capacity,
    },
  }));

const countries = () =>
  z.preprocess(
    (v) => list(v).map((c) => c.toUpperCase()),
    z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be 2-letter country codes separated by |'))
      .min(1, 'must list at least one country'),
  );

export const ZRailPassRow = z
  .object({
    code: text(),
    name: text(),
    countries: countries(),
    travelClass: oneOf(['standard', 'first']),
    travelDays: int(1, 366),
    validityDays: int(1, 366),
    adultMinor: money(),
    youthMinor: money(),
    childMinor: money(),
    currency: currency(),
  })
  .superRefine((r, ctx) => {
    if (r.validityDays < r.travelDays)
      ctx.addIssue({ code: 'custom', path: ['validityDays'], message: 'must be at least travel_days' });
  });

const INSURANCE_BAND = /^(\d+):(\d+):(\d+)$/;
/** 'max_days:max_age:price_minor' entries separated by |, e.g. '10:17:700|10:64:1400'. */
const insuranceBands = () =>
  z.preprocess(
    (v) =>
      list(v).map((b) => {
        const m = INSURANCE_BAND.exec(b.replace(/\s+/g, ''));
        return m ? { max_days: Number(m[1]), max_age: Number(m[2]), price_minor: Number(m[3]) } : null;
      }),
    z
      .array(
        z.custom<InsuranceBand>(
          (b) =>
            b !== null &&
            typeof b === 'object' &&
            (b as InsuranceBand).max_days >= 1 &&
            (b as InsuranceBand).max_age <= 120,
          { message: 'must be bands max_days:max_age:price_minor separated by | (days ≥ 1, age ≤ 120)' },
        ),
      )
      .min(1, 'must list at least one band max_days:max_age:price_minor')
      .transform((a) => [...a].sort((x, y) => x.max_days - y.max_days || x.max_age - y.max_age)),
  );

export const ZInsurancePlanRow = z.object({
  code: text(),
  name: text(),
  insurer: text(),
  region: oneOf(['europe', 'worldwide_ex_us', 'worldwide']),
  medicalMinor: int(0, 2_000_000_000),
  cancellationMinor: int(0, 2_000_000_000),
  baggageMinor: int(0, 2_000_000_000),
  bands: insuranceBands(),
  currency: currency(),
});

export const IMPORT_KINDS = [
  'hotels',
  'room_types',
  'rates',
  'activities',
  'transfers',
  'legs',
  'cars',
  'cab_packages',
  'leg_fares',
  'rail_passes',
  'insurance_plans',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (s: string): s is ImportKind => (IMPORT_KINDS as readonly string[]).includes(s);

export const ROW_SCHEMAS = {
  hotels: ZHotelRow,
  room_types: ZRoomTypeRow,
  rates: ZRateRow,
  activities: ZActivityRow,
  transfers: ZTransferRow,
  legs: ZLegRow,
  cars: ZCarRow,
  cab_packages: ZCabPackageRow,
  leg_fares: ZLegFareRow,
  rail_passes: ZRailPassRow,
  insurance_plans: ZInsurancePlanRow,
} as const;

export type ImportRow<K extends ImportKind> = z.infer<(typeof ROW_SCHEMAS)[K]>;
