/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { type PickedPlace, pickedPlace } from '@/lib/backend/inventory/resolve';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import {
  type InventoryTransfer,
  inventoryCapacity,
  inventoryHotels,
  inventoryTransfers,
  tenants,
} from '@/lib/db/schema';
import { distanceKm } from '@/lib/geo/distance';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { decodeRef } from '../ref';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext, ProductParty, ProductQuery, SupplierOffer } from '../types';
import { transferSupplier } from './transfer';
import { bandPrice } from './transfer-rules';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
const item = (name: string, country: string, lat: number, lon: number, extra: Record<string, unknown> = {}) =>
  pickedPlace({
    name,
    id: name,
    type: 'location',
    geo_type: 'City',
    country_code: country,
    loc_coordinates: { lat, lon },
    ...extra,
  });
const CDG = item('Paris Charles de Gaulle Airport (CDG), Paris, France', 'FR', 49.0097, 2.5479, {
  geo_type: 'Airport',
  airport_code: 'CDG',
});
const PARIS = item('Paris, France', 'FR', 48.8566, 2.3522);
const ROME = item('Rome, Italy', 'IT', 41.9028, 12.4964);
const adults = (n: number): ProductParty => ({ adults: n, children: [], infants: 0 });

describe.each(testDrivers())('offline transfers on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let rows: InventoryTransfer[];
  let hotel: PickedPlace;
  let hotelAt: { lat: number; lon: number };
  const query = (over: Partial<ProductQuery> = {}): ProductQuery => ({
    kind: 'transfer',
    from: CDG,
    to: hotel,
    date: inDays(30),
    returnDate: null,
    time: '14:30',
    legs: [],
    party: adults(2),
    ...over,
  });
  const rowOf = (o: SupplierOffer) => {
    const row = rows.find((r) => r.code === decodeRef(o.ref)?.[0]?.code);
    if (!row) throw new Error(`no row for ${o.ref}`);
    return row;
  };
  const byClass = (offers: SupplierOffer[], cls: string) =>
    offers.find((o) => o.facets.vehicle_class === cls);

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [demo] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    ctx = { db: tdb.db, tenantId: demo?.id as string, providers: [], today: earliestToday() };
    rows = await tdb.db
      .select()
      .from(inventoryTransfers)
      .where(and(eq(inventoryTransfers.tenantId, ctx.tenantId), eq(inventoryTransfers.city, 'Paris')));
    const [h] = await tdb.db
      .select()
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, ctx.tenantId), eq(inventoryHotels.code, 'H-paris-1')));
    if (!h) throw new Error('no H-paris-1');
    hotelAt = { lat: h.lat, lon: h.lon };
    hotel = pickedPlace({
      name: `${h.name}, Paris, France`,
      id: `hotel:${h.code}`,
      type: 'hotel_pickup',
      geo_type: 'Hotel',
      country_code: 'FR',
      hotel_id: h.code,
      loc_coordinates: hotelAt,
    });
  }, 30_000);
  afterAll(() => tdb.dispose(), 30_000);

  it('offers every class at the airport for a ride to the hotel, priced by its distance band', async () => {
    const offers = await transferSupplier.availability(ctx, query());
    expect(offers.map((o) => o.facets.vehicle_class).sort()).toEqual([
      'executive',
      'minibus',
      'minivan',
      'shared',
      'standard',
    ]);
    for (const o of offers) {
      const row = rowOf(o);
      expect(row.hubCode).toBe('CDG');
      expect(o.subtitle).toBe('Paris Charles de Gaulle → Grand Hotel Paris');
      expect(o.segments).toEqual([
        expect.objectContaining({ from_code: 'CDG', to_code: '', date: query().date, depart: '14:30' }),
      ]);
      const km = distanceKm({ lat: row.hubLat as number, lon: row.hubLon as number }, hotelAt);
      const unit = bandPrice(row.bands, Math.round(km * 10) / 10, row.priceMinor);
      // Two adults: one vehicle of any private class, two seats on the shuttle.
      const units = row.vehicleClass === 'shared' ? 2 : 1;
      expect(o.cost).toEqual([
        {
          markupKind: 'transfer',
          amountMinor: (unit as number) * units,
          currency: 'GBP',
          destination: { city: 'Paris', country: 'FR' },
          supplier: 'offline',
        },
      ]);
      expect(o.claims).toEqual([
        {
          kind: 'transfer',
          code: row.code,
          day: query().date,
          slot: '',
          quantity: units,
          initial: row.fleet,
        },
      ]);
      expect(o.included).toContain('Meet and greet with a name sign');
      expect(Object.keys(o.facets).sort()).toEqual(['duration', 'passengers', 'refundable', 'vehicle_class']);
    }
    // The centre of Paris is in the band of the row's own price.
    const sedan = byClass(offers, 'standard');
    expect(sedan?.cost[0]?.amountMinor).toBe(rowOf(sedan as SupplierOffer).priceMinor);
    // Cheapest first.
    const totals = offers.map((o) => o.cost[0]?.amountMinor ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('sends several vehicles or a bigger class for a bigger party, and drops what cannot carry it', async () => {
    const five = await transferSupplier.availability(ctx, query({ party: adults(5) }));
    const sedan = byClass(five, 'standard');
    expect(sedan?.title).toBe('2 × Private sedan');
    expect(sedan?.claims[0]?.quantity).toBe(2);
    const minivan = byClass(five, 'minivan');
    expect(minivan?.claims[0]?.quantity).toBe(1);
    expect(sedan?.cost[0]?.amountMinor).toBe(2 * rowOf(sedan as SupplierOffer).priceMinor);

    const twelve = await transferSupplier.availability(ctx, query({ party: adults(12) }));
    expect(twelve.map((o) => o.facets.vehicle_class).sort()).toEqual(['minibus', 'minivan']);
    expect(byClass(twelve, 'minivan')?.claims[0]?.quantity).toBe(2);
  });

  it('rides the other way to the airport, to every hub from a hotel and a city, and not across the country', async () => {
    const back = await transferSupplier.availability(ctx, query({ from: hotel, to: CDG }));
    expect(back.length).toBe(5);
    expect(back.every((o) => o.subtitle === 'Grand Hotel Paris → Paris Charles de Gaulle')).toBe(true);
    const there = await transferSupplier.availability(ctx, query());
    expect(back.map((o) => o.cost)).toEqual(
      there.filter((o) => back.some((b) => b.ref === o.ref)).map((o) => o.cost),
    );

    const toTown = await transferSupplier.availability(ctx, query({ from: hotel, to: PARIS }));
    expect(new Set(toTown.map((o) => rowOf(o).hubCode))).toEqual(new Set(rows.map((r) => r.hubCode)));
    expect(new Set(rows.map((r) => r.hubKind))).toEqual(new Set(['airport', 'station']));

    expect(await transferSupplier.availability(ctx, query({ to: ROME }))).toEqual([]);
    expect(await transferSupplier.availability(ctx, query({ date: '2020-01-01' }))).toEqual([]);
  });

  it('round-trips a ref through the price check, which reprices for the ride asked', async () => {
    const offers = await transferSupplier.availability(ctx, query({ party: adults(4) }));
    for (const o of offers)
      expect(await transferSupplier.priceCheck(ctx, query({ party: adults(4) }), o.ref)).toEqual(o);
    const sedan = byClass(offers, 'standard') as SupplierOffer;
    expect(await transferSupplier.priceCheck(ctx, query({ to: ROME }), sedan.ref)).toBeNull();
    expect(await transferSupplier.priceCheck(ctx, query(), `transfer:T-nowhere@${query().date}#`)).toBeNull();
  });

  it('drops a class without vehicles left and says sold out when the whole fleet is taken', async () => {
    const q = query({ date: inDays(45), party: adults(5) });
    const price = testPrice('GBP');
    const before = await availableOffers(ctx, q, price);
    const sedan = before.offers.find((o) => o.facets.vehicle_class === 'standard');
    if (!sedan) throw new Error('no sedan');
    const slot = (ref: string) => {
      const [p] = decodeRef(ref) ?? [];
      return {
        tenantId: ctx.tenantId,
        kind: 'transfer',
        productCode: p?.code as string,
        day: p?.date as string,
        slot: '',
      };
    };
    // One sedan left: the five need two.
    await tdb.db.insert(inventoryCapacity).values({ ...slot(sedan.ref), available: 1 });
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).not.toContain(sedan.ref);
    expect(after.offers).toHaveLength(before.offers.length - 1);
    const couple = await availableOffers(ctx, query({ date: q.date }), price);
    expect(couple.offers.find((o) => o.ref === sedan.ref)?.remaining).toBe(1);
    expect(await checkOffer(ctx, q, sedan.ref, price)).toMatchObject({ bookable: false });

    const all = await transferSupplier.availability(ctx, q);
    await tdb.db
      .insert(inventoryCapacity)
      .values(all.filter((o) => o.ref !== sedan.ref).map((o) => ({ ...slot(o.ref), available: 0 })));
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
  });
});
