/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { offlineFlights } from '@/lib/backend/inventory/offline/flights';
import { SupplierRefusedError } from '@/lib/backend/inventory/types';
import { runDueJobs } from '@/lib/backend/jobs';
import type { TOffer } from '@/lib/contract/products';
import { bookingProducts, jobs, users } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { idempotencyKey, inDays, openProductSuite, type ProductSuite } from '../products/test-helpers';
import { makeUser } from '../quotations/test-helpers';
import { registerBookingJobs } from './expire-holds';
import { SUPPLIER_BOOK_JOB, SUPPLIER_CANCEL_JOB } from './supplier-order-queue';
import { registerSupplierOrderJobs } from './supplier-orders';

jest.setTimeout(120_000);

const LONDON = { name: 'London, United Kingdom', id: 'city:2643743', geo_type: 'City', type: 'location' };
const ROME = { name: 'Rome, Italy', id: 'city:3169070', geo_type: 'City', type: 'location' };
const adult = (first: string) => ({ kind: 'adult', title: 'Ms.', first_name: first, last_name: 'Order' });
const quiet = { log: () => {}, backoff: () => 0 };

describe.each(testDrivers())('orders with the supplier of a booked search result on $name', ({ open }) => {
  let suite: ProductSuite;
  let tdb: TestDatabase;
  let agent: Awaited<ReturnType<typeof makeUser>>;
  let day = 80;

  beforeAll(async () => {
    suite = await openProductSuite(open);
    tdb = suite.tdb;
    registerBookingJobs();
    registerSupplierOrderJobs();
    agent = await makeUser(tdb.db, suite.demo, 'Agency Employee');
    await tdb.db
      .update(users)
      .set({ creditMinor: 50_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, agent.user.id));
  }, 240_000);
  afterAll(() => tdb.dispose(), 60_000);
  afterEach(() => jest.restoreAllMocks());

  /** A one-way London → Rome flight for one adult on a day of its own; the agent books it from the balance or holds it. */
  const bookFlight = async (scope: 'book' | 'hold') => {
    day += 1;
    const packageId = await suite.search({
      mode: 'travel',
      flightMode: 'one_way',
      origin: LONDON,
      destination: [ROME],
      start_date: inDays(day),
      rooms: [{ adults: 1, children: [], infants: 0 }],
      currency: 'GBP',
    });
    const offer = (await suite.results(packageId)).data.offers[0] as TOffer;
    const r = await suite.call('POST', `/api/booking/product/${scope}`, {
      body: {
        package_id: packageId,
        ref: offer.ref,
        accepted_total: offer.price.total.amount,
        travellers: [adult('Ann')],
      },
      cookie: agent.cookie,
      key: idempotencyKey(),
    });
    expect(r.status).toBe(200);
    return r.json.data.id as string;
  };
  const orderOf = async (bookingId: string) => {
    const [row] = await tdb.db.select().from(bookingProducts).where(eq(bookingProducts.bookingId, bookingId));
    return { status: row?.supplierStatus, reference: row?.supplierReference ?? null };
  };
  const jobsOf = async (bookingId: string, type: string) =>
    (await tdb.db.select().from(jobs).where(eq(jobs.type, type))).filter(
      (j) => j.payload.booking_id === bookingId,
    );
  const cancel = (bookingId: string) =>
    suite.call('POST', '/api/booking/cancel', {
      body: { booking_id: bookingId, accepted_fee: 0 },
      cookie: agent.cookie,
    });

  it('a paid booking is booked with the supplier once, and cancelled with it when the booking is', async () => {
    const id = await bookFlight('book');
    expect(await orderOf(id)).toEqual({ status: 'pending', reference: null });
    expect(await jobsOf(id, SUPPLIER_BOOK_JOB)).toHaveLength(1);
    const book = jest.spyOn(offlineFlights, 'book');
    await runDueJobs(tdb.db, quiet);
    const placed = await orderOf(id);
    expect(placed.status).toBe('booked');
    expect(placed.reference).toMatch(/^FLT-[0-9A-F]{10}$/);
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({ tenantId: suite.demo.id }),
      expect.objectContaining({
        bookingId: id,
        kind: 'flight',
        travellers: [expect.objectContaining({ first_name: 'Ann' })],
      }),
    );

    const cancelOrder = jest.spyOn(offlineFlights, 'cancel');
    expect((await cancel(id)).status).toBe(200);
    expect(await jobsOf(id, SUPPLIER_CANCEL_JOB)).toHaveLength(1);
    await runDueJobs(tdb.db, quiet);
    expect(await orderOf(id)).toEqual({ status: 'cancelled', reference: placed.reference });
    expect(cancelOrder).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ reference: placed.reference }),
    );
  });

  it('orders nothing for a booking that is only held', async () => {
    const id = await bookFlight('hold');
    expect(await jobsOf(id, SUPPLIER_BOOK_JOB)).toHaveLength(0);
    expect(await orderOf(id)).toEqual({ status: 'pending', reference: null });
  });

  it('retries a supplier that is down, and fails an order the supplier refuses for good', async () => {
    const flaky = await bookFlight('book');
    jest.spyOn(offlineFlights, 'book').mockRejectedValueOnce(new Error('supplier timed out'));
    await runDueJobs(tdb.db, { ...quiet, max: 1 });
    expect((await orderOf(flaky)).status).toBe('pending');
    await runDueJobs(tdb.db, quiet);
    expect((await orderOf(flaky)).status).toBe('booked');

    const refused = await bookFlight('book');
    jest.spyOn(offlineFlights, 'book').mockRejectedValueOnce(new SupplierRefusedError('fare closed'));
    await runDueJobs(tdb.db, quiet);
    expect(await orderOf(refused)).toEqual({ status: 'failed', reference: null });
    const [job] = await jobsOf(refused, SUPPLIER_BOOK_JOB);
    expect(job?.status).toBe('failed');
  });

  it('a booking cancelled before its order was placed is never booked with the supplier', async () => {
    const id = await bookFlight('book');
    expect((await cancel(id)).status).toBe(200);
    const book = jest.spyOn(offlineFlights, 'book');
    await runDueJobs(tdb.db, quiet);
    expect((await orderOf(id)).status).toBe('cancelled');
    expect(book).not.toHaveBeenCalled();
    const done = await tdb.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, SUPPLIER_BOOK_JOB), eq(jobs.status, 'done')));
    expect(done.some((j) => j.payload.booking_id === id)).toBe(true);
  });
});
