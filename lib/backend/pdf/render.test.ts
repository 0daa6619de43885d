/** @jest-environment node */
import { PDFParse } from 'pdf-parse';
import { mailLocale } from '@/lib/backend/notify/mail-locale';
import { ZPackageVariant } from '@/lib/contract/planner';
import { FIXTURE_BRAND, FIXTURE_SEARCH, FIXTURE_VARIANT, fixtureVariant } from './fixtures';
import { renderPackageDetailPdf, renderPackageListPdf, renderQuotationPdf } from './render';

const textOf = async (buf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(buf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};
/** pdf-parse may break lines inside a long title: compare with whitespace collapsed. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('PDF renderers', () => {
  it('uses a fixture that satisfies the contract', () => {
    expect(() => ZPackageVariant.parse(FIXTURE_VARIANT)).not.toThrow();
    expect(() => ZPackageVariant.parse(fixtureVariant(2))).not.toThrow();
  });

  it('renders a quotation with the agency, opportunity, price, cities, hotels and days', async () => {
    const buf = await renderQuotationPdf({
      brand: FIXTURE_BRAND,
      variant: FIXTURE_VARIANT,
      search: FIXTURE_SEARCH,
      quotation: {
        opp_id: 'OPP-1001-000042',
        created_at: '2027-04-01T10:00:00.000Z',
        trip_url: 'http://demo.localhost:3000/detail/ABC123',
        customer: { name: 'Ada Lovelace', email: 'ada@example.com', mobile_number: '+44 7700 900123' },
      },
    });
    expect(buf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await textOf(buf));
    expect(text).toContain('Wanderlight Holidays');
    expect(text).toContain('£4,126.78');
    expect(text).toContain('OPP-1001-000042');
    expect(text).toContain('Paris & Rome');
    expect(text).toContain('Hôtel Le Marais Saint-Paul');
    expect(text).toContain('Albergo del Senato');
    expect(text).toContain('Family Triple Room');
    expect(text).toContain('2 Adults, 1 Child');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Day 8');
    expect(text).toContain('Vatican Museums and Sistine Chapel');
    expect(text).toContain('care@wanderlight.example');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('prints € and transliterates what the fonts cannot show, without crashing', async () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const variant = fixtureVariant(0, {
      title: 'Kraków & Łódź — 東京 ✈ extension',
      total_price: eur(250050),
    });
    const buf = await renderPackageDetailPdf({
      brand: { ...FIXTURE_BRAND, agencyName: 'Zażółć Travel' },
      variant,
      search: FIXTURE_SEARCH,
    });
    const text = flat(await textOf(buf));
    expect(text).toContain('€2,500.50');
    expect(text).toContain('Zazólc Travel');
    expect(text).toContain('Kraków & Lódz — ?? ? extension');
  });

  it('prints Arabic and Devanagari names in an English quotation (embedded faces, issue 31)', async () => {
    const variant = fixtureVariant(0, { title: 'رحلة الأحلام — यात्रा' });
    const text = flat(
      await textOf(await renderPackageDetailPdf({ brand: FIXTURE_BRAND, variant, search: FIXTURE_SEARCH })),
    );
    expect(text).toContain('رحلة الأحلام');
    expect(text).toContain('यात्रा');
    expect(text).toContain('Trip itinerary');
  });

  it('renders the package detail with its price breakdown', async () => {
    const text = flat(
      await textOf(
        await renderPackageDetailPdf({
          brand: FIXTURE_BRAND,
          variant: FIXTURE_VARIANT,
          search: FIXTURE_SEARCH,
          packageId: 'PKG1',
        }),
      ),
    );
    expect(text).toContain('Trip itinerary');
    expect(text).toContain('Discount (SPRING5)');
    expect(text).toContain('-£54.00');
    expect(text).toContain('£4,126.78');
    expect(text).toContain('Rome');
  });

  it('renders every option of a package list with its own price', async () => {
    const variants = [0, 1, 2].map((i) => fixtureVariant(i));
    const text = flat(
      await textOf(
        await renderPackageListPdf({
          brand: FIXTURE_BRAND,
          packageId: 'PKG1',
          search: FIXTURE_SEARCH,
          variants,
        }),
      ),
    );
    expect(text).toContain('Wanderlight Holidays');
    for (const v of variants) {
      expect(text).toContain(`Option ${v.index + 1}: ${v.label}`);
      expect(text).toContain(
        new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
          v.total_price.amount / 100,
        ),
      );
    }
    expect(text).toContain('Paris');
    expect(text).toContain('Rome');
  });

  it('renders an empty package list with a message', async () => {
    const text = await textOf(
      await renderPackageListPdf({
        brand: FIXTURE_BRAND,
        packageId: 'X',
        search: FIXTURE_SEARCH,
        variants: [],
      }),
    );
    expect(text).toContain('No trip options are available');
  });
});

describe("quotations, itineraries and trip lists in the reader's language (issue 31)", () => {
  const QUOTATION = {
    opp_id: 'OPP-1001-000042',
    created_at: '2027-04-01T10:00:00.000Z',
    trip_url: 'http://demo.localhost:3000/fr/detail/ABC123',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com', mobile_number: '+44 7700 900123' },
  };
  /** What the locale's catalogue says under Documents.trip (the test reads the shipped one). */
  const label = (locale: 'fr-FR' | 'ar-AE', key: string) =>
    (mailLocale(locale).messages.Documents as { trip: Record<string, string> }).trip[key] as string;
  const frMoney = (minor: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP' })
      .format(minor / 100)
      .replace(/[\u00a0\u202f]/g, ' ');

  it('a French quotation: French labels, dates, counts and money, no English left', async () => {
    const text = flat(
      await textOf(
        await renderQuotationPdf({
          brand: FIXTURE_BRAND,
          variant: FIXTURE_VARIANT,
          search: FIXTURE_SEARCH,
          quotation: QUOTATION,
          ml: mailLocale('fr-FR'),
        }),
      ),
    );
    for (const written of [
      'Devis',
      'Détails du devis',
      'Date du devis',
      'Nom du client Ada Lovelace',
      'Dates du voyage',
      'Voyageurs 2 adultes, 1 enfant',
      'Hôtels et chambres',
      'Itinéraire jour par jour',
      'Jour 8',
      // A flight's mode named as the pages name it.
      'Trajet | Vol',
      'Prix du forfait',
      frMoney(FIXTURE_VARIANT.total_price.amount),
      'Page 1 sur',
      label('fr-FR', 'terms').slice(0, 40),
    ])
      expect(text).toContain(written);
    for (const english of [
      'Quotation details',
      'Day-by-day',
      'Travel dates',
      'Check-in',
      'Adults',
      'Page 1 of',
    ])
      expect(text).not.toContain(english);
  });

  it('a French itinerary and trip list', async () => {
    const detail = flat(
      await textOf(
        await renderPackageDetailPdf({
          brand: FIXTURE_BRAND,
          variant: fixtureVariant(1),
          search: FIXTURE_SEARCH,
          packageId: 'PKG1',
          ml: mailLocale('fr-FR'),
        }),
      ),
    );
    for (const written of [
      'Itinéraire du voyage',
      'Forfait PKG1 - option 2',
      'Détail du prix',
      'Transport et séjour',
    ])
      expect(detail).toContain(written);
    const list = flat(
      await textOf(
        await renderPackageListPdf({
          brand: FIXTURE_BRAND,
          packageId: 'PKG1',
          search: FIXTURE_SEARCH,
          variants: [fixtureVariant(0)],
          ml: mailLocale('fr-FR'),
        }),
      ),
    );
    for (const written of [
      'Options de voyage',
      'Forfait PKG1',
      'Ville de départ',
      `Option 1 : ${fixtureVariant(0).label}`,
    ])
      expect(list).toContain(written);
    expect(list).not.toContain('Trip options');
  });

  it('an Arabic itinerary prints its Arabic labels in the Arabic face, right to left', async () => {
    const pdf = await renderPackageDetailPdf({
      brand: FIXTURE_BRAND,
      variant: FIXTURE_VARIANT,
      search: FIXTURE_SEARCH,
      packageId: 'PKG1',
      ml: mailLocale('ar-AE'),
    });
    const text = await textOf(pdf);
    for (const key of ['itinerary', 'priceBreakdown', 'travelAndStay', 'hotels', 'dayByDay', 'travelDates'])
      expect(text).toContain(label('ar-AE', key));
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    expect(pdf.toString('latin1')).toContain('/Lang (ar-AE)');
  });
});
