/** @jest-environment node */
import { earliestToday } from '@/lib/contract/search-api';
import { backendCaller, freezeDate } from '@/tests/support/backend-client';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';

/**
 * Issue 26, item 5: discount codes cannot be guessed. Wrong codes are limited per itinerary (5) and
 * per client (10) in 15 minutes; past the limit every code is refused, the right one too, until the
 * window ends — otherwise the limit would only slow the guessing down by one request.
 */
describe.each(testDrivers())('discount code attempts on $name', ({ open }) => {
  const s = useSeededBackend(open);
  const call = backendCaller(() => s.backend);
  let packageId: string;
  afterEach(() => jest.useRealTimers());

  beforeAll(async () => {
    const start = new Date(`${earliestToday()}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 50);
    const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });
    const r = await call('demo', 'POST', '/v2/search_api', {
      body: {
        mode: 'travel_and_stay',
        origin: place('London, United Kingdom', 'city:2643743'),
        destination: [place('Paris, France', 'city:2988507')],
        start_date: start.toISOString().slice(0, 10),
        nights: [3],
        rooms: [{ adults: 2, children: [], infants: 0 }],
        currency: 'EUR',
      },
    });
    packageId = r.json.package_id;
  }, 120_000);

  async function newLead(): Promise<string> {
    const r = await call('demo', 'POST', '/put_itinerary', { body: { package_id: packageId, index: 0 } });
    expect(r.status).toBe(200);
    return r.json.lead_id;
  }
  const apply = (leadId: string, code: string, ip: string) =>
    call('demo', 'POST', '/put_itinerary', {
      body: { lead_id: leadId, change: { type: 'apply_discount', code } },
      ip,
    });
  const TOO_MANY = /^Too many discount codes tried\. Please try again in \d+ minutes?\.$/;

  it('5 wrong codes per itinerary; then every code waits, the right one too, until the window ends', async () => {
    const t0 = Date.now();
    freezeDate(t0);
    const lead = await newLead();
    // From five addresses, so that only the itinerary's own limit is in play.
    for (let i = 0; i < 5; i++) {
      const wrong = await apply(lead, `GUESS-${i}`, `203.0.113.${40 + i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toBe('This discount code is not valid.');
    }
    const sixth = await apply(lead, 'GUESS-5', '203.0.113.50');
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toMatch(TOO_MANY);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const right = await apply(lead, 'WELCOME10', '203.0.113.51');
    expect(right.status).toBe(429);
    // Taking the code off is no guess: it is never limited.
    expect((await apply(lead, '', '203.0.113.51')).status).toBe(200);
    jest.setSystemTime(t0 + 15 * 60_000 + 1000);
    const later = await apply(lead, 'WELCOME10', '203.0.113.51');
    expect(later.status).toBe(200);
    expect(later.json.variant.price.discount_code).toBe('WELCOME10');
  });

  it('10 wrong codes per client across itineraries; another client is not held', async () => {
    freezeDate(Date.now());
    const leads = [await newLead(), await newLead(), await newLead(), await newLead()];
    const guesser = '198.51.100.60';
    for (let i = 0; i < 10; i++)
      expect((await apply(leads[Math.floor(i / 4)] ?? '', `TRY-${i}`, guesser)).status).toBe(400);
    const eleventh = await apply(leads[3] ?? '', 'TRY-10', guesser);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.message).toMatch(TOO_MANY);
    expect((await apply(leads[3] ?? '', 'WELCOME10', guesser)).status).toBe(429);
    // The same itinerary from another client: its own budget of wrong codes is not spent.
    expect((await apply(leads[3] ?? '', 'WELCOME10', '198.51.100.61')).status).toBe(200);
  });

  it('30 wrong codes at once on one itinerary: 5 reach the check', async () => {
    freezeDate(Date.now());
    const lead = await newLead();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => apply(lead, `BURST-${i}`, `192.0.2.${100 + i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 400)).toHaveLength(5);
    expect(statuses.filter((st) => st === 429)).toHaveLength(25);
  });
});
