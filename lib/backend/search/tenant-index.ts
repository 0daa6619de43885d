import 'server-only';
import { count, eq, max } from 'drizzle-orm';
import { TtlLru } from '@/lib/cache/ttl-lru';
import type { Db } from '@/lib/db/open';
import {
  inventoryActivities,
  inventoryDestinations,
  inventoryHotels,
  inventoryPorts,
  inventoryStations,
} from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { PlaceSet } from '@/lib/search/autocomplete/engine';
import { IMPORTANCE } from '@/lib/search/world/build-world';
import { countriesByCode } from '@/lib/search/world/countries';
import { foldKey } from '@/lib/search/world/fold';
import type { Place } from '@/lib/search/world/places';

/**
 * One tenant's inventory as searchable places, memoised per process and rebuilt when the
 * inventory changes: a cheap signature (row counts and latest update of each table) is compared
 * at most every REFRESH_MS, and writers can call invalidateTenantIndex to refresh at once.
 * At most TENANT_INDEX_CAPACITY tenants are kept (least recently searched first out), so a
 * deployment of many agencies holds the indexes of its busy ones, not all of them forever.
 */

export const TENANT_INDEX_CAPACITY = 64;

const REFRESH_MS = 30_000;
const INVENTORY_TABLES = [
  inventoryHotels,
  inventoryActivities,
  inventoryStations,
  inventoryPorts,
  inventoryDestinations,
];

interface Entry {
  set: PlaceSet;
  signature: string;
  checkedAt: number;
}
const memo = new TtlLru<string, Promise<Entry>>(TENANT_INDEX_CAPACITY, Number.POSITIVE_INFINITY);

/** How many tenant indexes this process holds (for the bound's test). */
export const tenantIndexCount = () => memo.size;

export function invalidateTenantIndex(tenantId: string): void {
  memo.delete(tenantId);
}

async function signatureOf(db: Db, tenantId: string): Promise<string> {
  const parts = await Promise.all(
    INVENTORY_TABLES.map((t) =>
      db
        .select({ n: count(), at: max(t.updatedAt) })
        .from(t)
        .where(eq(t.tenantId, tenantId)),
    ),
  );
  return parts.map(([r]) => `${r?.n ?? 0}@${r?.at ? new Date(r.at).getTime() : 0}`).join('|');
}

/** Inventory importance: below big cities, above villages; popularity (0–100) orders equals. */
const inventoryImportance = (popularity: number, base = 4.8) =>
  base + Math.min(Math.max(popularity, 0), 100) / 100;

export async function loadTenantPlaces(db: Db, tenantId: string): Promise<Place[]> {
  const scoped = forTenant(db, tenantId);
  const [hotels, activities, stations, ports, destinations] = await Promise.all([
    scoped.select(inventoryHotels),
    scoped.select(inventoryActivities),
    scoped.select(inventoryStations),
    scoped.select(inventoryPorts),
    scoped.select(inventoryDestinations),
  ]);
  const countries = countriesByCode();
  const place = (r: { city: string; countryCode: string; lat: number; lon: number }) => {
    const info = countries.get(r.countryCode);
    return {
      countryCode: r.countryCode,
      continent: info?.continent ?? '',
      state: null,
      lat: r.lat,
      lon: r.lon,
      where: `${r.city}, ${info?.name ?? r.countryCode}`,
    };
  };
  const places: Place[] = [];
  for (const h of hotels) {
    const { where, ...at } = place(h);
    places.push({
      ...at,
      id: `hotel:${h.code}`,
      kind: 'Hotel',
      name: h.name,
      label: `${h.name}, ${where}`,
      importance: inventoryImportance(h.popularity),
      altNames: [],
      code: h.code,
      imageUrl: h.imageUrl,
    });
  }
  for (const a of activities) {
    const { where, ...at } = place(a);
    places.push({
      ...at,
      id: `activity:${a.code}`,
      kind: 'Activity',
      name: a.name,
      label: `${a.name}, ${where}`,
      importance: inventoryImportance(a.popularity),
      altNames: [],
      code: a.code,
      price: a.priceMinor,
      currency: a.currency,
      hasPaid: a.hasPaid,
      imageUrl: a.imageUrl,
    });
  }
  // Rail: a city with several stations also gets an 'All stations' entry, ranked above them.
  const stationsByCity = new Map<string, typeof stations>();
  for (const s of stations) {
    const { where, ...at } = place(s);
    places.push({
      ...at,
      id: `station:${s.code}`,
      kind: 'Station',
      name: s.name,
      label: `${s.name}, ${where}`,
      importance: inventoryImportance(s.popularity),
      altNames: [s.city],
      code: s.code,
    });
    const key = `${s.countryCode}|${foldKey(s.city)}`;
    stationsByCity.set(key, [...(stationsByCity.get(key) ?? []), s]);
  }
  for (const [key, group] of stationsByCity) {
    const first = group[0];
    if (!first || group.length < 2) continue;
    const { where, ...at } = place(first);
    places.push({
      ...at,
      id: `stations:${key}`,
      kind: 'Station',
      name: `${first.city} (All stations)`,
      label: `${first.city} (All stations), ${where.slice(where.indexOf(',') + 2)}`,
      importance: inventoryImportance(100, 5),
      altNames: [first.city],
      code: group.map((s) => s.code).join(','),
    });
  }
  for (const p of ports) {
    const { where, ...at } = place(p);
    places.push({
      ...at,
      id: `port:${p.code}`,
      kind: 'Port',
      name: p.name,
      label: `${p.name}, ${where}`,
      importance: inventoryImportance(p.popularity),
      altNames: [p.city],
      code: p.code,
    });
  }
  for (const d of destinations) {
    const info = countries.get(d.countryCode);
    const kind = d.geoType === 'Region' ? 'Region' : 'City';
    places.push({
      id: `dest:${d.code}`,
      kind,
      name: d.name,
      label: `${d.name}, ${info?.name ?? d.countryCode}`,
      countryCode: d.countryCode,
      continent: info?.continent ?? '',
      state: null,
      lat: d.lat,
      lon: d.lon,
      importance:
        kind === 'Region' ? IMPORTANCE.region(d.popularity) : IMPORTANCE.catalogueCity(d.popularity),
      altNames: d.altNames,
      recommended: true,
    });
  }
  return places;
}

async function build(db: Db, tenantId: string): Promise<Entry> {
  const signature = await signatureOf(db, tenantId);
  return { set: new PlaceSet(await loadTenantPlaces(db, tenantId)), signature, checkedAt: Date.now() };
}

/** The tenant's inventory index, fresh within REFRESH_MS of any change. */
export async function getTenantIndex(db: Db, tenantId: string, now = Date.now()): Promise<PlaceSet> {
  let pending = memo.get(tenantId);
  if (!pending) {
    pending = build(db, tenantId);
    memo.set(tenantId, pending);
    pending.catch(() => memo.delete(tenantId));
    return (await pending).set;
  }
  const entry = await pending;
  if (now - entry.checkedAt < REFRESH_MS) return entry.set;
  entry.checkedAt = now;
  if ((await signatureOf(db, tenantId)) === entry.signature) return entry.set;
  const rebuilt = build(db, tenantId);
  memo.set(tenantId, rebuilt);
  return (await rebuilt).set;
}
