import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { toMinorUnits } from '@/lib/money';
import type { TMoney } from '../contract/planner';

dayjs.extend(customParseFormat);

/**
 * A quotation as the quotation page shows it (spec §2 "Quotation details page"), read from a
 * Travel API's answer. §3 spells the quotation's keys — 'Quotation Date', 'Opportunity ID',
 * 'Travel Date', 'Trip URL', departure_city, 'Destinations', 'Customer Details', 'Price', quote_pdf,
 * a lead identifier — and the lead's adults, children, infants and destination_images; those are
 * read first. The built-in backend's own names (ZQuotation: opp_id, created_at, price in minor
 * units…) are read where §3's are absent. Every field is read on its own: what cannot be read is
 * null (the page says 'Not given'), never a failed page.
 */
export interface QuotationView {
  lead_id: string;
  opp_id: string | null;
  /** ISO date (YYYY-MM-DD). */
  created_at: string | null;
  travel_date: string | null;
  departure_city: string | null;
  destinations: string[];
  adults: number;
  children: number;
  infants: number;
  trip_url: string | null;
  customer: { name: string | null; email: string | null; mobile_number: string | null };
  price: TMoney | null;
  quote_pdf: string | null;
  destination_images: { image_url: string }[];
  /** The built-in backend's quotation id and acceptance (booking an accepted quotation); optional elsewhere. */
  quotation_id?: string | null;
  accepted_at?: string | null;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function pick(raw: Raw, keys: readonly string[]): unknown {
  for (const k of keys) if (raw[k] !== undefined && raw[k] !== null && raw[k] !== '') return raw[k];
  return undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function count(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
}

const DATE_FORMATS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY', 'DD-MMM-YYYY', 'DD MMM YYYY', 'YYYY/MM/DD'];

/** An ISO timestamp or one of the common day formats → YYYY-MM-DD; null when it is not a date. */
function isoDate(value: unknown): string | null {
  const t = text(value);
  if (!t) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(t)) {
    const d = new Date(t.length === 10 ? `${t}T00:00:00Z` : t);
    return Number.isNaN(d.getTime()) ? null : t.slice(0, 10);
  }
  const d = dayjs(t, DATE_FORMATS, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

function destinations(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/[,;|]/) : Array.isArray(value) ? value : [];
  return items
    .map((d) => (isObject(d) ? text(pick(d, ['name', 'destination_name', 'city', 'title'])) : text(d)))
    .filter((d): d is string => d !== null);
}

function customer(value: unknown): QuotationView['customer'] {
  if (typeof value === 'string') return { name: text(value), email: null, mobile_number: null };
  if (!isObject(value)) return { name: null, email: null, mobile_number: null };
  const first = text(pick(value, ['first_name', 'First Name']));
  const last = text(pick(value, ['last_name', 'Last Name']));
  const joined = [first, last].filter(Boolean).join(' ') || null;
  const mobile = text(
    pick(value, ['mobile_number', 'mobile', 'phone', 'phone_number', 'Mobile Number', 'Mobile']),
  );
  const code = text(pick(value, ['code', 'dial_code']));
  return {
    name: text(pick(value, ['name', 'Name', 'customer_name', 'full_name'])) ?? joined,
    email: text(pick(value, ['email', 'Email', 'mail', 'email_id', 'mail_id', 'Mail ID'])),
    mobile_number: mobile && code && !mobile.startsWith('+') ? `${code} ${mobile}` : mobile,
  };
}

const CURRENCY = /^[A-Z]{3}$/;

/** 'AED 8,450.50', '8450.5 AED', '8450.5' → [amount, currency code or null]. */
function amountText(value: string): [number, string | null] | null {
  const code = /\b([A-Z]{3})\b/.exec(value)?.[1] ?? null;
  // Without the code, separators and a leading symbol (€, AED): a plain decimal number or nothing.
  const digits = value
    .replace(/\b[A-Z]{3}\b/, '')
    .replace(/[,\s]/g, '')
    .replace(/^[^\d.-]+/, '');
  return /^\d+(\.\d+)?$/.test(digits) ? [Number(digits), code] : null;
}

/** §3 'Price' in major units: a number, a text with or without its code, or {amount, currency}. */
function priceOf(value: unknown, currencyHint: string | null): TMoney | null {
  let amount: number | null = null;
  let currency = currencyHint;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string') {
    const read = amountText(value.trim());
    if (read) [amount, currency] = [read[0], read[1] ?? currency];
  } else if (isObject(value)) {
    const inner = pick(value, ['amount', 'value', 'total', 'price']);
    const read =
      typeof inner === 'number' ? [inner, null] : typeof inner === 'string' ? amountText(inner) : null;
    if (read) amount = read[0] as number;
    currency = text(pick(value, ['currency', 'currency_code'])) ?? (read?.[1] as string | null) ?? currency;
  }
  currency = currency?.toUpperCase() ?? null;
  if (amount === null || !Number.isFinite(amount) || amount < 0 || !currency || !CURRENCY.test(currency))
    return null;
  try {
    return { amount: toMinorUnits(amount, currency), currency };
  } catch {
    // A currency ISO 4217 does not know: no price rather than a guessed one.
    return null;
  }
}

/** A link the page may put in href: absolute http(s) or a path on the site (never `javascript:`). */
function webLink(value: unknown): string | null {
  const t = text(value);
  return t && /^(https?:\/\/|\/(?!\/))/i.test(t) ? t : null;
}

function images(value: unknown): { image_url: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((i) => (isObject(i) ? text(i.image_url) : text(i)))
    .filter((u): u is string => u !== null)
    .map((image_url) => ({ image_url }));
}

/** The built-in backend's price: minor units already. */
function builtInPrice(value: unknown): TMoney | null {
  if (!isObject(value) || typeof value.amount !== 'number' || !Number.isInteger(value.amount)) return null;
  const currency = text(value.currency);
  return currency && CURRENCY.test(currency) ? { amount: value.amount, currency } : null;
}

/**
 * The quotation in an answer (bare, or wrapped in `data` as the original answers), or null when the
 * answer names no quotation at all (neither a lead nor an opportunity).
 */
export function readQuotation(body: unknown): QuotationView | null {
  const raw = isObject(body) && isObject(body.data) ? body.data : body;
  if (!isObject(raw)) return null;
  const lead = isObject(raw.lead) ? raw.lead : {};
  const either = (keys: readonly string[]) => pick(raw, keys) ?? pick(lead, keys);
  const leadId = text(either(['lead_id', 'Lead ID', 'leadId', 'lead_identifier', 'id']));
  const oppId = text(pick(raw, ['Opportunity ID', 'opportunity_id', 'opp_id']));
  if (!leadId && !oppId) return null;
  const currencyHint = text(pick(raw, ['currency', 'Currency']));
  return {
    lead_id: leadId ?? (oppId as string),
    opp_id: oppId,
    created_at: isoDate(pick(raw, ['Quotation Date', 'quotation_date', 'created_at'])),
    travel_date: isoDate(either(['Travel Date', 'travel_date'])),
    departure_city: text(either(['departure_city', 'Departure City'])),
    destinations: destinations(either(['Destinations', 'destinations'])),
    adults: count(either(['adults', 'Adults'])),
    children: count(either(['children', 'Children'])),
    infants: count(either(['infants', 'Infants'])),
    trip_url: webLink(pick(raw, ['Trip URL', 'trip_url'])),
    customer: customer(pick(raw, ['Customer Details', 'customer_details', 'customer'])),
    price: pick(raw, ['Price']) !== undefined ? priceOf(raw.Price, currencyHint) : builtInPrice(raw.price),
    quote_pdf: text(raw.quote_pdf),
    destination_images: images(either(['destination_images'])),
    ...(leadId && text(raw.id) && text(raw.id) !== leadId
      ? { quotation_id: text(raw.id), accepted_at: text(raw.accepted_at) }
      : {}),
  };
}
