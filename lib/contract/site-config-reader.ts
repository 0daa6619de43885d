import type { z } from 'zod';
import { type TSiteConfig, ZSiteConfig } from './site-config';

/**
 * Reads a site configuration as a Travel API sends it into the canonical shape (ZSiteConfig), field
 * by field. Spec §3 names most fields without their shapes, so a configuration from another
 * implementation of the API may carry numbers as strings, booleans as 'true'/1, lists as JSON
 * strings, feature_configuration as a map of {NAME: {is_enabled}}, discount_config as an object,
 * testimonials with their text under another key… Each of those is reshaped here, once, at the
 * border. A field that still cannot be read falls back to its default (an item of a list is
 * dropped) and is named in `unreadable`, so the caller can log it; one odd field never takes a
 * site offline. Only a configuration that is not an object at all is refused.
 */

export interface SiteConfigReading {
  config: TSiteConfig;
  /** Paths of what could not be read and fell back to its default: `testimonials_set`, `allowed_modes[2]`. */
  unreadable: string[];
}

type Schema = z.ZodType;
type Def = {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
};

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);

/** The schema under optional/nullable/default/catch wrappers. */
function unwrap(schema: Schema): Schema {
  let s = schema;
  for (let def = defOf(s); WRAPPERS.has(def.type) && def.innerType; def = defOf(s)) s = def.innerType;
  return s;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off', '']);

/** Scalars as other implementations spell them: 'true'/1 for booleans, '12' for numbers, 12 for strings. */
function coerceScalar(type: string, value: unknown): unknown {
  if (type === 'boolean') {
    if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      return TRUE.has(v) ? true : FALSE.has(v) ? false : value;
    }
  }
  if (type === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  return value;
}

/** The first of `keys` that holds a value, for fields other implementations name differently. */
function pick(item: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const k of keys) if (item[k] !== undefined && item[k] !== null && item[k] !== '') return item[k];
  return undefined;
}

function renamed(item: unknown, aliases: Record<string, readonly string[]>): unknown {
  if (!isPlainObject(item)) return item;
  const out: Record<string, unknown> = { ...item };
  for (const [field, keys] of Object.entries(aliases)) {
    const value = pick(item, [field, ...keys]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** A map of {NAME: {is_enabled}} or {NAME: true} as the list of {name, is_enabled} §3's working configuration uses. */
function featureList(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.entries(value).map(([name, v]) =>
    isPlainObject(v) ? { ...v, name: typeof v.name === 'string' ? v.name : name } : { name, is_enabled: v },
  );
}

/** discount_config as one object: a map of code → settings becomes a list of {code, …}; otherwise one entry. */
function discountList(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value);
  if (entries.length > 0 && entries.every(([, v]) => isPlainObject(v)))
    return entries.map(([code, v]) => ({ code, ...(v as Record<string, unknown>) }));
  return [value];
}

/**
 * Spec-allowed reshapes before reading, by path (`[]` stands for every item of a list). Generic
 * spellings (strings for numbers and booleans, JSON strings for lists and objects) need none.
 */
const RESHAPE: Record<string, (value: unknown) => unknown> = {
  feature_configuration: featureList,
  discount_config: discountList,
  pricing_option: (v) => (typeof v === 'number' || typeof v === 'string' ? { id: v } : v),
  'testimonials_set[]': (item) =>
    renamed(item, {
      name: ['customer_name', 'author', 'user_name', 'full_name', 'title'],
      text: ['testimonial', 'review', 'comment', 'description', 'message', 'content', 'quote'],
      rating: ['stars', 'star_rating', 'score'],
      designation: ['city', 'location', 'role', 'subtitle'],
      image_url: ['image', 'photo', 'avatar', 'img'],
    }),
  'topdestinations_set[]': (item) =>
    renamed(item, {
      name: ['destination_name', 'destination', 'title'],
      image_url: ['image', 'img', 'photo'],
      description: ['desc', 'subtitle'],
      search_text: ['searchText', 'location_id'],
    }),
};

type Read = { ok: true; value: unknown } | { ok: false };

function parsed(schema: Schema, value: unknown): Read {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data } : { ok: false };
}

/** Reads one value against its schema, repairing what can be repaired; `notes` collects what fell back. */
function read(schema: Schema, value: unknown, path: string, reshapeKey: string, notes: string[]): Read {
  const input = RESHAPE[reshapeKey] ? RESHAPE[reshapeKey](value) : value;
  const direct = parsed(schema, input);
  if (direct.ok) return direct;

  const inner = unwrap(schema);
  const def = defOf(inner);
  let candidate = input;
  if (typeof candidate === 'string' && ['object', 'array', 'record'].includes(def.type)) {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      // Not JSON: unreadable below.
    }
  }

  const local: string[] = [];
  let repaired: unknown;
  if (def.type === 'object' && def.shape && isPlainObject(candidate)) {
    const out: Record<string, unknown> = { ...candidate };
    let complete = true;
    for (const [key, sub] of Object.entries(def.shape)) {
      const r = read(sub, candidate[key], `${path}.${key}`, `${reshapeKey}.${key}`, local);
      if (!r.ok) {
        complete = false;
        break;
      }
      if (r.value === undefined) delete out[key];
      else out[key] = r.value;
    }
    repaired = complete ? out : undefined;
  } else if (def.type === 'array' && def.element && Array.isArray(candidate)) {
    const element = def.element;
    repaired = candidate.flatMap((item, i) => {
      const r = read(element, item, `${path}[${i}]`, `${reshapeKey}[]`, local);
      if (r.ok) return [r.value];
      local.push(`${path}[${i}]`);
      return [];
    });
  } else if (def.type === 'record' && def.valueType && isPlainObject(candidate)) {
    const valueType = def.valueType;
    repaired = Object.fromEntries(
      Object.entries(candidate).flatMap(([key, item]) => {
        const r = read(valueType, item, `${path}.${key}`, `${reshapeKey}.${key}`, local);
        if (r.ok) return [[key, r.value]];
        local.push(`${path}.${key}`);
        return [];
      }),
    );
  } else {
    repaired = coerceScalar(def.type, candidate);
  }
  if (repaired !== undefined) {
    const again = parsed(schema, repaired);
    if (again.ok) {
      notes.push(...local);
      return again;
    }
  }
  // Unreadable: the field's default (absent optional fields, empty lists…), named in the notes.
  const fallback = parsed(schema, undefined);
  if (fallback.ok) notes.push(path);
  return fallback;
}

const SHAPE = defOf(ZSiteConfig).shape as Record<string, Schema>;

/** The fields a site cannot be served without, when even they are unreadable: what the request named. */
function requiredFallback(key: string, site: string): unknown {
  switch (key) {
    case 'agency_details':
      return { name: site, details: {} };
    case 'subdomain':
      return site;
    case 'agency_id':
      return 0;
    default:
      return undefined;
  }
}

/**
 * The configuration of `site`, read tolerantly; null when `raw` is not a configuration object at all.
 */
export function readSiteConfig(raw: unknown, site: string): SiteConfigReading | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isPlainObject(value)) return null;
  const unreadable: string[] = [];
  const out: Record<string, unknown> = { ...value };
  for (const [key, schema] of Object.entries(SHAPE)) {
    const r = read(schema, value[key], key, key, unreadable);
    if (r.ok) {
      if (r.value === undefined) delete out[key];
      else out[key] = r.value;
    } else {
      unreadable.push(key);
      out[key] = requiredFallback(key, site);
    }
  }
  return { config: ZSiteConfig.parse(out), unreadable };
}
