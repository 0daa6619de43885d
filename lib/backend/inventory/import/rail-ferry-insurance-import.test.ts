/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { railSupplier } from '@/lib/backend/inventory/offline/rail';
import { railPassSupplier } from '@/lib/backend/inventory/offline/rail-pass';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { inventoryInsurancePlans, inventoryLegs, inventoryRailPasses, tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { importInventory } from './import-inventory';
import { validateCsv } from './validate';

const example = (kind: string) =>
  readFile(path.join(process.cwd(), 'examples/inventory', `${kind}.csv`), 'utf8');
const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;

describe('CSV rows of leg fares, rail passes and insurance plans', () => {
  it('reads the example files', async () => {
    const fares = validateCsv('leg_fares', await example('leg_fares'));
    expect(fares.ok && fares.rows[3]).toEqual({
      code: 'ACME-L-LIS-POR PROMO',
      legCode: 'ACME-L-LIS-POR',
      fare: expect.objectContaining({
        code: 'PROMO',
        cabin: 'standard',
        refundable: false,
        change_fee_minor: 800,
      }),
    });
    const passes = validateCsv('rail_passes', await example('rail_passes'));
    expect(passes.ok && passes.rows[1]).toMatchObject({
      countries: ['PT', 'ES'],
      travelDays: 5,
      validityDays: 31,
    });
    const plans = validateCsv('insurance_plans', await example('insurance_plans'));
    expect(plans.ok && plans.rows[1]?.bands[0]).toEqual({ max_days: 5, max_age: 17, price_minor: 1900 });
  });

  it('says which line and column is wrong', () => {
    expect(
      validateCsv(
        'leg_fares',
        'leg_code,code,name,cabin,per,adult_minor,seats\nL1,C,Cabin,cabin,vehicle,100,5\nL1,C,Cabin again,cabin,vehicle,100,5\nL2,C,Cabin,cabin,traveller,100,5\nL1,X,Spaceship,rocket,,100,\n',
      ),
    ).toEqual({
      ok: false,
      errors: [
        { line: 3, column: 'code', message: 'repeats line 2' },
        { line: 4, column: 'per', message: 'must be vehicle for a cabin or a vehicle' },
        {
          line: 5,
          column: 'cabin',
          message: 'must be one of economy, premium, business, first, standard, deck, seat, cabin, vehicle',
        },
        { line: 5, column: 'seats', message: 'is required' },
      ],
    });
    expect(
      validateCsv(
        'rail_passes',
        'code,name,countries,travel_class,travel_days,validity_days,adult_minor,youth_minor,child_minor,currency\nP,Pass,France,standard,5,3,1,1,1,EUR\n',
      ),
    ).toEqual({
      ok: false,
      errors: [
        { line: 2, column: 'countries', message: 'must be 2-letter country codes separated by |' },
        { line: 2, column: 'validity_days', message: 'must be at least travel_days' },
      ],
    });
    const bands = validateCsv(
      'insurance_plans',
      'code,name,insurer,region,medical_minor,cancellation_minor,baggage_minor,bands,currency\nI,Plan,Ins,mars,1,1,1,5-17-600,EUR\n',
    );
    expect(bands.ok ? [] : bands.errors.map((e) => e.column)).toEqual(['region', 'bands']);
  });
});

describe.each(testDrivers())('importing leg fares, rail passes and insurance plans on $name', ({ open }) => {
  let tdb: TestDatabase;
  let b2b: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'b2b'));
    b2b = row?.id as string;
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('refuses fares of legs the agency does not have, writing nothing', async () => {
    const result = await importInventory(tdb.db, b2b, 'leg_fares', await example('leg_fares'));
    expect(result).toEqual({
      ok: false,
      errors: [2, 3, 4, 5].map((line) => ({
        line,
        column: 'leg_code',
        message: `no leg '${line < 4 ? 'ACME-L-POR-LIS' : 'ACME-L-LIS-POR'}' in this agency's inventory`,
      })),
    });
  });

  it('writes fares into their legs (replacing a fare of the same code), and trains sell them', async () => {
    expect(await importInventory(tdb.db, b2b, 'legs', await example('legs'))).toEqual({
      ok: true,
      imported: 3,
    });
    expect(await importInventory(tdb.db, b2b, 'leg_fares', await example('leg_fares'))).toEqual({
      ok: true,
      imported: 4,
    });
    const again = `leg_code,code,name,cabin,adult_minor,seats\nACME-L-POR-LIS,CONF,Conforto Plus,first,5900,40\n`;
    expect(await importInventory(tdb.db, b2b, 'leg_fares', again)).toEqual({ ok: true, imported: 1 });
    const [leg] = await tdb.db
      .select()
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, b2b), eq(inventoryLegs.code, 'ACME-L-POR-LIS')));
    expect(leg?.fares.map((f) => `${f.code} ${f.name} ${f.adult_minor}`)).toEqual([
      'TUR Turística 3500',
      'CONF Conforto Plus 5900',
    ]);
    const ctx = { db: tdb.db, tenantId: b2b, providers: [], today: earliestToday() };
    const place = (name: string) => ({ name, countryCode: 'PT', lat: null, lon: null, airportCode: null });
    const offers = await railSupplier.availability(ctx, {
      kind: 'rail',
      from: place('Porto'),
      to: place('Lisbon'),
      date: inDays(20),
      returnDate: null,
      time: null,
      legs: [],
      party: { adults: 1, children: [], infants: 0 },
    });
    expect(offers).toHaveLength(4 * 2);
    expect(
      offers.filter((o) => o.facets.travel_class === 'first').every((o) => o.cost[0]?.amountMinor === 5900),
    ).toBe(true);
  });

  it('upserts rail passes and insurance plans, and offers the passes of their countries', async () => {
    expect(await importInventory(tdb.db, b2b, 'rail_passes', await example('rail_passes'))).toEqual({
      ok: true,
      imported: 3,
    });
    expect(await importInventory(tdb.db, b2b, 'insurance_plans', await example('insurance_plans'))).toEqual({
      ok: true,
      imported: 2,
    });
    expect(await importInventory(tdb.db, b2b, 'rail_passes', await example('rail_passes'))).toEqual({
      ok: true,
      imported: 3,
    });
    const passes = await tdb.db
      .select()
      .from(inventoryRailPasses)
      .where(and(eq(inventoryRailPasses.tenantId, b2b), like(inventoryRailPasses.code, 'ACME-%')));
    expect(passes).toHaveLength(3);
    const [plan] = await tdb.db
      .select()
      .from(inventoryInsurancePlans)
      .where(and(eq(inventoryInsurancePlans.tenantId, b2b), eq(inventoryInsurancePlans.code, 'ACME-INS-WW')));
    expect(plan?.bands).toHaveLength(6);
    const ctx = { db: tdb.db, tenantId: b2b, providers: [], today: earliestToday() };
    const offers = await railPassSupplier.availability(ctx, {
      kind: 'rail_pass',
      from: null,
      to: { name: 'Porto', countryCode: 'PT', lat: null, lon: null, airportCode: null },
      date: inDays(20),
      returnDate: null,
      time: null,
      legs: [],
      party: { adults: 1, children: [], infants: 0 },
    });
    expect(offers.map((o) => o.ref.split(':')[1]?.split('@')[0])).toEqual(
      expect.arrayContaining(['ACME-RP-PT-3', 'ACME-RP-IB-5', 'ACME-RP-IB-5-1']),
    );
  });
});
