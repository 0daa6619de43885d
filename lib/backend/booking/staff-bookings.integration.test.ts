/** @jest-environment node */

import { and, asc, eq } from 'drizzle-orm';
import { VIEW_ALL_BOOKINGS } from '@/lib/auth/rules';
import {
  bookingEvents,
  bookings,
  bookingTravellers,
  outboxMessages,
  type Tenant,
  users,
} from '@/lib/db/schema';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { lifecycleText } from './lifecycle-messages';
import { staffText } from './staff/staff-text';
import { staffBookingText } from './staff/view';
import { backendCall, type Json, makePackage } from './test-helpers';

/**
 * Bookings for staff (issue 29 item 3) through the HTTP calls on PGlite and PostgreSQL: My Bookings'
 * search and paging (staff: the agency's; anyone else: their own), reassigning a booking, re-sending
 * its confirmation (paid only, 3 an hour even when clicked at once) and the audit trail — each staff
 * call refused (403) to a consumer and to an employee without 'view all bookings', 404 across sites.
 */

type Who = {
  cookie: string;
  user: { id: string; email: string | null; firstName: string; lastName: string };
};

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDrivers())('bookings for staff on $name', ({ open }) => {
  let tdb: TestDatabase;
  let call: ReturnType<typeof backendCall>;
  let demo: Tenant;
  let b2b: Tenant;
  let ada: Who; // a consumer with bookings
  let bea: Who; // another consumer
  let staff: Who; // Agency Employee with 'view all bookings'
  let employee: Who; // Agency Employee without it
  let b2bAdmin: Who;
  let n = 0;

  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    await warmRateLimiter();
    call = backendCall(createBackend({ db: async () => tdb.db, log: () => {} }));
    ada = await makeUser(tdb.db, demo, 'Consumer', { firstName: 'Ada', lastName: 'Lovelace' });
    bea = await makeUser(tdb.db, demo, 'Consumer', { firstName: 'Bea', lastName: 'Moreau' });
    staff = await makeUser(tdb.db, demo, 'Agency Employee', { firstName: 'Sam', lastName: 'Staff' });
    employee = await makeUser(tdb.db, demo, 'Agency Employee', { firstName: 'Eve', lastName: 'Employee' });
    b2bAdmin = await makeUser(tdb.db, b2b, 'Agency Admin');
    await tdb.db
      .update(users)
      .set({ permissions: [VIEW_ALL_BOOKINGS], creditMinor: 100_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, staff.user.id));
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  /** A booking written as it would be stored, with its travellers (the list reads nothing else). */
  const insertBooking = async (o: {
    userId: string | null;
    createdBy?: string;
    travellers: [string, string][];
    departure: string;
    createdAt: Date;
    status?: string;
    tenant?: Tenant;
  }) => {
    n += 1;
    const tenant = o.tenant ?? demo;
    const [b] = await tdb.db
      .insert(bookings)
      .values({
        tenantId: tenant.id,
        reference: `BK-SRCH${String(n).padStart(5, '0')}`,
        userId: o.userId,
        createdBy: o.createdBy ?? o.userId,
        status: o.status ?? 'confirmed',
        packageSlug: 'rome',
        packageTitle: 'Rome',
        departureDate: o.departure,
        adults: o.travellers.length,
        currency: 'GBP',
        baseMinor: 100_000,
        markupMinor: 0,
        taxMinor: 0,
        discountMinor: 0,
        totalMinor: 100_000,
        paidMinor: 100_000,
        createdAt: o.createdAt,
      })
      .returning();
    if (!b) throw new Error('no booking');
    await tdb.db.insert(bookingTravellers).values(
      o.travellers.map(([first, last], position) => ({
        tenantId: tenant.id,
        bookingId: b.id,
        position,
        kind: 'adult',
        title: 'Ms.',
        firstName: first,
        lastName: last,
      })),
    );
    return b;
  };

  const list = async (who: Who, query: Record<string, string> = {}, site = 'demo') => {
    const qs = new URLSearchParams(query).toString();
    return call('GET', `/api/booking/get-bookings${qs ? `?${qs}` : ''}`, { cookie: who.cookie, site });
  };
  const refs = (json: Json) => (json.data as { reference: string }[]).map((b) => b.reference);

  describe('search and paging', () => {
    let lastYear: Awaited<ReturnType<typeof insertBooking>>;
    let adaSoon: Awaited<ReturnType<typeof insertBooking>>;
    let beaBooking: Awaited<ReturnType<typeof insertBooking>>;
    let byEmployee: Awaited<ReturnType<typeof insertBooking>>;

    beforeAll(async () => {
      lastYear = await insertBooking({
        userId: ada.user.id,
        travellers: [
          ['Ada', 'Lovelace'],
          ['Ottoline', 'Quarrington'],
        ],
        departure: '2025-06-10',
        createdAt: new Date('2025-01-15T10:00:00Z'),
      });
      adaSoon = await insertBooking({
        userId: ada.user.id,
        travellers: [['Ada', 'Lovelace']],
        departure: inDays(40),
        createdAt: new Date(Date.now() - 86_400_000),
        status: 'held',
      });
      beaBooking = await insertBooking({
        userId: bea.user.id,
        travellers: [['Bea', 'Moreau']],
        departure: '2025-07-01',
        createdAt: new Date('2025-02-01T09:00:00Z'),
      });
      byEmployee = await insertBooking({
        userId: bea.user.id,
        createdBy: employee.user.id,
        travellers: [['Percy', '100%_Done']],
        departure: '2025-08-01',
        createdAt: new Date('2025-03-01T09:00:00Z'),
        status: 'cancelled',
      });
      // Another site's booking with the same traveller name: never in the demo's answers.
      await insertBooking({
        userId: b2bAdmin.user.id,
        travellers: [['Ottoline', 'Quarrington']],
        departure: '2025-06-10',
        createdAt: new Date('2025-01-15T10:00:00Z'),
        tenant: b2b,
      });
    });

    it('staff search all the agency’s bookings, newest first, with a total count', async () => {
      const all = await list(staff);
      expect(all.status).toBe(200);
      expect(all.json).toMatchObject({ success: true, page: 1, page_size: 20, count: 4 });
      expect(refs(all.json)).toEqual([
        adaSoon.reference,
        byEmployee.reference,
        beaBooking.reference,
        lastYear.reference,
      ]);
    });

    it('filters by any traveller’s name, in part and in any case', async () => {
      for (const traveller of ['ottoline', 'QUARRING', 'Ottoline Quarr', 'line quar']) {
        const r = await list(staff, { traveller });
        expect(r.json.count).toBe(1);
        expect(refs(r.json)).toEqual([lastYear.reference]);
      }
      expect(refs((await list(staff, { traveller: 'ada love' })).json)).toEqual([
        adaSoon.reference,
        lastYear.reference,
      ]);
      // LIKE's own characters are taken literally.
      expect(refs((await list(staff, { traveller: '100%_' })).json)).toEqual([byEmployee.reference]);
      expect((await list(staff, { traveller: '%' })).json.count).toBe(1);
      expect((await list(staff, { traveller: '_' })).json.count).toBe(1);
    });

    it('filters by reference, customer name or e-mail, dates and status, together', async () => {
      expect(
        refs((await list(staff, { reference: lastYear.reference.slice(3).toLowerCase() })).json),
      ).toEqual([lastYear.reference]);
      expect((await list(staff, { customer: 'bea mor' })).json.count).toBe(2);
      expect((await list(staff, { customer: (ada.user.email as string).toUpperCase() })).json.count).toBe(2);
      expect(
        refs(
          (await list(staff, { departure_date__gte: '2025-06-10', departure_date__lte: '2025-07-01' })).json,
        ),
      ).toEqual([beaBooking.reference, lastYear.reference]);
      expect(
        refs((await list(staff, { created_at__gte: '2025-01-15', created_at__lte: '2025-01-15' })).json),
      ).toEqual([lastYear.reference]);
      expect(refs((await list(staff, { status: 'cancelled' })).json)).toEqual([byEmployee.reference]);
      expect(
        refs(
          (await list(staff, { customer: 'bea', status: 'confirmed', departure_date__lte: '2025-12-31' }))
            .json,
        ),
      ).toEqual([beaBooking.reference]);
      expect((await list(staff, { traveller: 'nobody at all' })).json).toMatchObject({ count: 0, data: [] });
    });

    it('pages with page and page_size; booking-list answers the same', async () => {
      const first = await list(staff, { page_size: '3' });
      expect(first.json).toMatchObject({ count: 4, page: 1, page_size: 3 });
      expect(first.json.data).toHaveLength(3);
      const second = await call('GET', '/api/booking/booking-list?page_size=3&page=2', {
        cookie: staff.cookie,
      });
      expect(second.json).toMatchObject({ count: 4, page: 2, page_size: 3 });
      expect(refs(second.json)).toEqual([lastYear.reference]);
      const past = await list(staff, { page_size: '3', page: '9' });
      expect(past.json).toMatchObject({ count: 4, page: 9, data: [] });
    });

    it('a consumer searches only their own bookings; an employee without the permission only theirs', async () => {
      const own = await list(ada);
      expect(own.json.count).toBe(2);
      expect(refs(own.json)).toEqual([adaSoon.reference, lastYear.reference]);
      expect((await list(ada, { traveller: 'bea' })).json.count).toBe(0);
      expect((await list(ada, { customer: 'bea' })).json.count).toBe(0);
      expect(refs((await list(ada, { traveller: 'ottoline' })).json)).toEqual([lastYear.reference]);
      expect(refs((await list(employee)).json)).toEqual([byEmployee.reference]);
      expect((await list(employee, { traveller: 'ottoline' })).json.count).toBe(0);
      // The other site's admin finds their own site's booking only.
      const other = await list(b2bAdmin, { traveller: 'ottoline' }, 'b2b');
      expect(other.json.count).toBe(1);
      expect(refs(other.json)).not.toContain(lastYear.reference);
    });

    it('refuses bad filters with 400 naming each field', async () => {
      const r = await list(staff, {
        departure_date__gte: '2025-02-30',
        created_at__lte: 'yesterday',
        status: 'lost',
        page: '0',
        page_size: '500',
      });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(staffBookingText('badFilters'));
      for (const field of ['created_at__lte', 'departure_date__gte', 'page', 'page_size', 'status'])
        expect(r.json.errors[field]).toEqual([expect.any(String)]);
      expect(r.json.errors.reference).toBeUndefined();
      expect((await call('GET', '/api/booking/get-bookings')).status).toBe(401);
    });
  });

  describe('staff actions', () => {
    let pkgDeparture: string;
    const book = async (customer: Who) => {
      pkgDeparture = inDays(60);
      const pkg = await makePackage(tdb.db, demo, pkgDeparture, 30);
      const r = await call('POST', '/api/booking/book', {
        cookie: staff.cookie,
        key: `key-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        body: {
          package_id: pkg.slug,
          departure_date: pkgDeparture,
          adults: 1,
          children: 0,
          infants: 0,
          currency: 'GBP',
          accepted_total: 100_000,
          customer_user_id: customer.user.id,
          travellers: [{ kind: 'adult', title: 'Ms.', first_name: 'Ada', last_name: 'Lovelace' }],
        },
      });
      expect(r.json.data?.status).toBe('confirmed');
      return r.json.data.id as string;
    };
    const post = (path: string, body: unknown, who: Who) => call('POST', path, { body, cookie: who.cookie });
    const trailOf = (id: string, who: Who = staff, site = 'demo') =>
      call('GET', `/api/booking/audit-trail?booking_id=${id}`, { cookie: who.cookie, site });
    const eventsOf = (id: string) =>
      tdb.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, id))
        .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));

    it('every staff call is 403 for a consumer and an employee without the permission, 404 across sites', async () => {
      const id = await book(ada);
      // The employee made this one: seeing it is not enough to act on it as staff.
      await tdb.db.update(bookings).set({ createdBy: employee.user.id }).where(eq(bookings.id, id));
      for (const who of [ada, employee]) {
        expect(
          (await post('/api/booking/update_booking_user', { booking_id: id, user_id: bea.user.id }, who))
            .status,
        ).toBe(403);
        expect((await post('/send_book_email/', { booking_id: id }, who)).status).toBe(403);
        const trail = await trailOf(id, who);
        expect(trail.status).toBe(403);
        expect(trail.json.message).toBe(staffText('staffOnly'));
      }
      // Another site's admin cannot reach this site's booking.
      const foreign = await call('GET', `/api/booking/audit-trail?booking_id=${id}`, {
        cookie: b2bAdmin.cookie,
        site: 'b2b',
      });
      expect(foreign.status).toBe(404);
      expect(
        (
          await call('POST', '/send_book_email/', {
            body: { booking_id: id },
            cookie: b2bAdmin.cookie,
            site: 'b2b',
          })
        ).status,
      ).toBe(404);
      expect((await trailOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await call('GET', `/api/booking/audit-trail?booking_id=${id}`)).status).toBe(401);
      // Nothing was changed or sent.
      const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.userId).toBe(ada.user.id);
      expect((await eventsOf(id)).map((e) => e.event)).toEqual(['book', 'pay']);
    });

    it('reassigns to a signed-up consumer of the site only, and records who had it and who has it', async () => {
      const id = await book(ada);
      const guest = await makeUser(tdb.db, demo, 'Consumer');
      await tdb.db.update(users).set({ guest: true }).where(eq(users.id, guest.user.id));
      for (const target of [
        employee.user.id,
        guest.user.id,
        b2bAdmin.user.id,
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const r = await post('/api/booking/update_booking_user', { booking_id: id, user_id: target }, staff);
        expect(r.status).toBe(404);
        expect(r.json.errors.user_id).toEqual([lifecycleText('customerNotFound')]);
      }
      const same = await post(
        '/api/booking/update_booking_user',
        { booking_id: id, user_id: ada.user.id },
        staff,
      );
      expect(same.status).toBe(400);
      expect(same.json.errors.user_id).toEqual([staffBookingText('sameCustomer')]);
      const missing = await post('/api/booking/update_booking_user', { booking_id: id }, staff);
      expect(missing.status).toBe(400);
      expect(missing.json.errors.user_id).toBeDefined();

      const r = await post(
        '/api/booking/update_booking_user',
        { booking_id: id, user_id: bea.user.id },
        staff,
      );
      expect(r.status).toBe(200);
      expect(r.json.message).toBe(lifecycleText('reassigned'));
      const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ userId: bea.user.id, createdBy: staff.user.id, status: 'confirmed' });
      const last = (await eventsOf(id)).at(-1);
      expect(last).toMatchObject({
        event: 'reassign',
        actorId: staff.user.id,
        fromStatus: 'confirmed',
        toStatus: 'confirmed',
        changes: { user: { from: 'Ada Lovelace', to: 'Bea Moreau' } },
      });
      expect(JSON.stringify(last?.changes)).not.toContain('@');
    });

    it('two reassigns at once: to the same customer one wins; to two customers both apply in turn', async () => {
      const id = await book(ada);
      const same = await Promise.all(
        [1, 2].map(() =>
          post('/api/booking/update_booking_user', { booking_id: id, user_id: bea.user.id }, staff),
        ),
      );
      expect(same.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await eventsOf(id)).filter((e) => e.event === 'reassign')).toHaveLength(1);

      const id2 = await book(ada);
      const cy = await makeUser(tdb.db, demo, 'Consumer', { firstName: 'Cy', lastName: 'Young' });
      const both = await Promise.all(
        [bea, cy].map((to) =>
          post('/api/booking/update_booking_user', { booking_id: id2, user_id: to.user.id }, staff),
        ),
      );
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const moves = (await eventsOf(id2)).filter((e) => e.event === 'reassign').map((e) => e.changes);
      expect(moves).toHaveLength(2);
      // Each move starts where the one before it ended.
      const [a, b] = moves as { user: { from: string; to: string } }[];
      expect(a?.user.from).toBe('Ada Lovelace');
      expect(b?.user.from).toBe(a?.user.to);
      const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, id2));
      const finalName = row?.userId === bea.user.id ? 'Bea Moreau' : 'Cy Young';
      expect(b?.user.to).toBe(finalName);
    });

    it('re-sends a paid booking’s confirmation, 3 an hour even when clicked at once, each in the trail', async () => {
      const id = await book(ada);
      const [booking] = await tdb.db.select().from(bookings).where(eq(bookings.id, id));
      const sent = async () =>
        (
          await tdb.db
            .select()
            .from(outboxMessages)
            .where(and(eq(outboxMessages.tenantId, demo.id), eq(outboxMessages.kind, 'booking_confirmation')))
        ).filter((m) => m.subject?.includes(booking?.reference as string));
      const before = (await sent()).length;

      // An unpaid booking has no confirmation: 409, and nothing is counted.
      const held = await insertBooking({
        userId: ada.user.id,
        travellers: [['Ada', 'Lovelace']],
        departure: inDays(30),
        createdAt: new Date(),
        status: 'held',
      });
      for (let i = 0; i < 4; i++) {
        const r = await post('/send_book_email/', { booking_id: held.id }, staff);
        expect(r.status).toBe(409);
        expect(r.json.message).toBe(staffBookingText('notConfirmed'));
      }

      const clicks = await Promise.all(
        [1, 2, 3, 4, 5].map(() => post('/send_book_email/', { booking_id: id }, staff)),
      );
      expect(clicks.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect((await sent()).length - before).toBe(3);
      expect((await sent()).every((m) => m.recipient === ada.user.email)).toBe(true);
      const resends = (await eventsOf(id)).filter((e) => e.event === 'resend_confirmation');
      expect(resends).toHaveLength(3);
      expect(resends[0]).toMatchObject({ actorId: staff.user.id, changes: { recipient: 'Ada Lovelace' } });
      expect((await post('/send_book_email/', { booking_id: id }, staff)).status).toBe(429);
    });

    it('a re-send that arrives after the booking was cancelled is refused (409) and sends nothing', async () => {
      const id = await book(ada);
      const cancelled = await call('POST', '/api/booking/cancel', {
        body: { booking_id: id, accepted_fee: 0 },
        cookie: staff.cookie,
      });
      expect(cancelled.status).toBe(200);
      const r = await post('/send_book_email/', { booking_id: id }, staff);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(staffBookingText('notConfirmed'));
      expect((await eventsOf(id)).map((e) => e.event)).toEqual(['book', 'pay', 'cancel']);
    });

    it('the audit trail shows staff who did what and when, with the customer, names only', async () => {
      const id = await book(ada);
      await post('/api/booking/update_booking_user', { booking_id: id, user_id: bea.user.id }, staff);
      await post('/send_book_email/', { booking_id: id }, staff);
      const r = await trailOf(id);
      expect(r.status).toBe(200);
      expect(r.json.data.customer).toEqual({ id: bea.user.id, name: 'Bea Moreau', email: bea.user.email });
      const events = r.json.data.events as Json[];
      expect(events.map((e) => e.event)).toEqual(['book', 'pay', 'reassign', 'resend_confirmation']);
      expect(events[2]).toMatchObject({
        actor: 'Sam Staff',
        to_status: 'confirmed',
        changes: { user: { from: 'Ada Lovelace', to: 'Bea Moreau' } },
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(events[3]).toMatchObject({ actor: 'Sam Staff', changes: { recipient: 'Bea Moreau' } });
      expect(JSON.stringify(events)).not.toContain('@');
      // The b2b site's admin sees their own site's trails (Agency Admin sees all bookings).
      expect((await trailOf(id, b2bAdmin, 'b2b')).status).toBe(404);
    });
  });
});
