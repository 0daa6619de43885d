/** @jest-environment node */
import { NextIntlClientProvider } from 'next-intl';
import { PDFParse } from 'pdf-parse';
import { renderToStaticMarkup } from 'react-dom/server';
import { PriceSummary } from '@/components/planner/price-summary';
import { loadMessages } from '@/i18n/messages';
import { createBackend } from '@/lib/backend/app';
import { FIXTURE_BRAND } from '@/lib/backend/pdf/fixtures';
import { renderPackageDetailPdf } from '@/lib/backend/pdf/render';
import { seedIfEmpty } from '@/lib/backend/seed';
import { ZCalculatePriceResponse, ZGetPackageResponse, ZItinerary } from '@/lib/contract/planner';
import { earliestToday } from '@/lib/contract/search-api';
import { CURRENCIES } from '@/lib/reference';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { toMinorUnits } from './units';

/**
 * The finding behind lib/money: the same price was HUF 39,000 in the API and "HUF 3,900,000" on the
 * screen and in the PDF, because display and pricing placed the decimal point by different rules.
 * For every currency the currency picker offers, this plans a trip in it and checks that the API's
 * amounts (minor units in v2/get_package, major units in v1/calculate_price), the total on the
 * screen (the price summary) and the total in the PDF all say the same amount.
 */
jest.setTimeout(240_000);

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

/** The amount a price text shows, in minor units of its currency ('HUF 39,000.00' → 3,900,000). */
function minorOfText(text: string, currency: string): number {
  const number = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0];
  if (!number) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return toMinorUnits(number.replace(/,/g, ''), currency);
}

async function pdfText(buf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const [pglite] = testDrivers();

describe('every currency the picker offers: API, screen and PDF agree', () => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  const messages = loadMessages('en-GB');

  beforeAll(async () => {
    tdb = await (pglite as NonNullable<typeof pglite>).open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 120_000);
  afterAll(() => tdb.dispose());

  async function call(method: string, path: string, body?: unknown) {
    const res = await backend.request(path, {
      method,
      headers: { [SITE_HEADER]: 'demo', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: await res.json() };
  }

  it('offers the same list in the picker and in get_currency', async () => {
    const listed = (await call('GET', '/get_currency')).json.data as { code: string }[];
    expect(listed.map((c) => c.code)).toEqual(CURRENCIES.map((c) => c.code));
    expect(CURRENCIES.map((c) => c.code)).toEqual(expect.arrayContaining(['HUF', 'IDR', 'JPY', 'BHD']));
  });

  it.each(CURRENCIES.map((c) => c.code))('%s', async (currency) => {
    const search = await call('POST', '/v2/search_api', {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507')],
      start_date: inDays(60),
      nights: [3],
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency,
    });
    expect(search.status).toBe(200);
    const pkg = ZGetPackageResponse.parse(
      (await call('GET', `/v2/get_package?package_id=${search.json.package_id}`)).json,
    );
    const variant = pkg.variants[0];
    if (!variant) throw new Error('no trip planned');
    const { amount } = variant.total_price;
    expect(variant.total_price.currency).toBe(currency);
    // The demo's inventory is in pounds: anything else is converted, and says with which day's rates.
    expect(variant.price.rate_date === null).toBe(currency === 'GBP');

    // The API in major units (v1/calculate_price of a lead of this trip, in its own currency).
    const lead = ZItinerary.parse(
      (await call('POST', '/put_itinerary', { package_id: search.json.package_id, index: 0 })).json,
    );
    const calc = ZCalculatePriceResponse.parse(
      (await call('POST', '/v1/calculate_price', { lead_id: lead.lead_id, currency })).json,
    );
    expect(toMinorUnits(calc.data.total_price, currency)).toBe(amount);

    // The screen: the price summary's total.
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en-GB" messages={messages} timeZone="Europe/London">
        <PriceSummary price={variant.price} priceInclusive={false} />
      </NextIntlClientProvider>,
    );
    const onScreen = /data-testid="total-price"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
    expect(minorOfText(onScreen, currency)).toBe(amount);

    // The PDF: the total as printed in the price box and the breakdown.
    const pdf = await pdfText(
      await renderPackageDetailPdf({ brand: FIXTURE_BRAND, variant, search: pkg.search }),
    );
    const total = /Total\s+(\D{0,12}\d[\d,]*(?:\.\d+)?)/.exec(pdf)?.[1] ?? '';
    expect(minorOfText(total, currency)).toBe(amount);
  });
});
