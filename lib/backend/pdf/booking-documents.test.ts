/** @jest-environment node */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { MESSAGES_DIR } from '@/i18n/messages';
import { mailLocale } from '@/lib/backend/notify/mail-locale';
import type { TBooking } from '@/lib/contract/booking';
import { renderCombinedVoucherPdf, renderCreditNotePdf } from './booking-after-sale';
import { renderInvoicePdf, renderVoucherPdf } from './booking-documents';
import { FIXTURE_BRAND } from './fixtures';

const textOf = async (buf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(buf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const BOOKING: TBooking = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  reference: 'BK-AB12CD34EF',
  status: 'confirmed',
  package: { id: 'p1', title: 'Rome et Florence' },
  departure_date: '2027-05-10',
  adults: 2,
  children: 1,
  infants: 0,
  travellers: [{ kind: 'adult', title: 'Mme', first_name: 'Anne', last_name: 'Lee', birth_date: null }],
  price: { base: eur(200_000), tax: eur(0), discount: eur(0), total: eur(200_000), rate_date: null },
  paid: eur(200_000),
  balance_due: eur(0),
  balance_due_date: null,
  hold_expires_at: null,
  can_cancel: true,
  cancellation: null,
  created_at: '2027-01-01T00:00:00.000Z',
  confirmed_at: '2027-01-01T00:00:00.000Z',
  cancelled_at: null,
};

// fr-FR's catalogue is being written in another branch: the test brings a small one of its own.
const dir = mkdtempSync(path.join(tmpdir(), 'docs-fr-'));
beforeAll(() => {
  mkdirSync(path.join(dir, 'en-GB'));
  mkdirSync(path.join(dir, 'fr-FR'));
  copyFileSync(path.join(MESSAGES_DIR, 'en-GB', 'Documents.json'), path.join(dir, 'en-GB', 'Documents.json'));
  const fr = {
    bookingReference: 'Référence de réservation',
    departure: 'Départ',
    travellers: 'Voyageurs',
    travellerCount:
      '{adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one {, # enfant} other {, # enfants}}{infants, plural, =0 {} one {, # bébé} other {, # bébés}}',
    voucher: { title: 'Bon de voyage', status: 'Statut', confirmed: 'Confirmée', traveller: 'Voyageur {n}' },
    invoice: { title: 'Facture', number: 'Numéro de facture', issuedOn: 'Émise le', total: 'Total' },
  };
  writeFileSync(path.join(dir, 'fr-FR', 'Documents.json'), JSON.stringify(fr));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const invoice = (ml?: ReturnType<typeof mailLocale>) =>
  renderInvoicePdf({
    brand: FIXTURE_BRAND,
    booking: BOOKING,
    invoiceNumber: 'INV-AB12CD34EF',
    issuedOn: '2027-01-01',
    lines: [{ label: 'Rome et Florence', amount: eur(200_000) }],
    total: eur(200_000),
    paid: eur(200_000),
    rateDate: null,
    ...(ml ? { ml } : {}),
  });

describe('voucher and invoice in the booking language', () => {
  it('a French booking: French voucher labels, dates and counts', async () => {
    const text = await textOf(
      await renderVoucherPdf({
        brand: FIXTURE_BRAND,
        booking: BOOKING,
        voucherNotes: null,
        ml: mailLocale('fr-FR', dir),
      }),
    );
    for (const label of [
      'Bon de voyage',
      'Référence de réservation',
      'Départ',
      '10 mai 27',
      '2 adultes, 1 enfant',
      'Statut',
      'Confirmée',
      'Voyageur 1',
    ])
      expect(text).toContain(label);
    // A label the French catalogue lacks prints in English rather than as a key.
    expect(text).toContain('Please carry this voucher');
  });

  it('a French booking: French invoice labels and money', async () => {
    const text = await textOf(await invoice(mailLocale('fr-FR', dir)));
    for (const label of ['Facture', 'Numéro de facture', 'Émise le', '2 000,00 €'])
      expect(text).toContain(label);
  });

  it('en-GB prints as before', async () => {
    const voucher = await textOf(
      await renderVoucherPdf({ brand: FIXTURE_BRAND, booking: BOOKING, voucherNotes: null }),
    );
    expect(voucher).toContain('Travel voucher');
    expect(voucher).toContain('2 Adults, 1 Child');
    const inv = await textOf(await invoice());
    expect(inv).toContain('Invoice number');
    expect(inv).toContain('Paid €2,000.00');
  });
});

describe('Arabic and Devanagari documents (issue 31)', () => {
  const arabicBooking: TBooking = {
    ...BOOKING,
    package: { id: 'p1', title: 'رحلة الأحلام إلى روما' },
    travellers: [{ kind: 'adult', title: 'Mr', first_name: 'سامي', last_name: 'Lee', birth_date: null }],
  };
  const ar = mailLocale('ar-AE');
  const t = (key: string) => {
    const v = key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ar.messages.Documents);
    return v as string;
  };

  it('an Arabic voucher prints Arabic text that copies out as written, right to left', async () => {
    const pdf = await renderVoucherPdf({
      brand: FIXTURE_BRAND,
      booking: arabicBooking,
      voucherNotes: null,
      ml: ar,
    });
    const text = await textOf(pdf);
    for (const written of [
      t('voucher.title'),
      `${t('bookingReference')} ${BOOKING.reference}`,
      t('voucher.status'),
      t('voucher.confirmed'),
      // A lam-alef ligature ("الأحلام") copies out in reading order.
      'رحلة الأحلام إلى روما',
      t('voucher.carry'),
    ])
      expect(text).toContain(written);
    // Nothing fell back to WinAnsi's stand-in.
    expect(text).not.toContain('?');
    // The Arabic face is embedded (a subset), and the document says its language.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Bold/);
    expect(pdf.toString('latin1')).toContain('/Lang (ar-AE)');
  });

  it('a Hindi voucher prints Devanagari in an embedded Devanagari face', async () => {
    const pdf = await renderVoucherPdf({
      brand: FIXTURE_BRAND,
      booking: { ...BOOKING, package: { id: 'p1', title: 'रोम और फ्लोरेंस' } },
      voucherNotes: null,
      ml: mailLocale('hi-IN'),
    });
    const text = await textOf(pdf);
    expect(text).toContain(BOOKING.reference);
    // Words without a vowel sign placed before their consonant copy out as written (the rest print
    // right but copy in visual order, as in most PDF producers).
    expect(text).toContain('रोम और');
    expect(text).not.toContain('?');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
  });
});

describe("a planned booking's trip on its voucher (issue 31)", () => {
  const planned: TBooking = {
    ...BOOKING,
    trip: {
      start_date: '2027-05-10',
      end_date: '2027-05-14',
      nights: 4,
      quotation_id: null,
      stays: [
        {
          city: 'Rome',
          check_in: '2027-05-10',
          check_out: '2027-05-14',
          nights: 4,
          hotel: 'Albergo del Senato',
          rooms: [{ name: 'Double', board: 'BB', adults: 2, children: 1 }],
        },
      ],
      items: [{ date: '2027-05-11', start: '09:00', kind: 'activity', title: 'Musées du Vatican' }],
    },
  };
  const voucherIn = async (locale?: 'fr-FR') =>
    textOf(
      await renderVoucherPdf({
        brand: FIXTURE_BRAND,
        booking: planned,
        voucherNotes: null,
        ...(locale ? { ml: mailLocale(locale) } : {}),
      }),
    );

  it("prints the trip in the booking's language", async () => {
    const text = await voucherIn('fr-FR');
    for (const written of [
      'Votre voyage',
      'Hôtels',
      'Rome, 4 nuits',
      'Double (BB), 2 adultes, 1 enfant',
      'Activités et transports',
    ])
      expect(text).toContain(written);
    expect(text).not.toContain('Your trip');
  });

  it("keeps the English voucher's trip", async () => {
    const text = await voucherIn();
    for (const written of [
      'Your trip',
      'Rome, 4 Nights',
      'Albergo del Senato: 10 May 2027 – 14 May 2027',
      'Activities and transport',
    ])
      expect(text).toContain(written);
  });
});

describe("credit notes and the combined voucher in the booking's language (issue 31)", () => {
  it('a French credit note', async () => {
    const text = await textOf(
      await renderCreditNotePdf({
        brand: FIXTURE_BRAND,
        booking: BOOKING,
        number: 'CN-0001',
        issuedOn: '2027-02-01',
        lines: [{ label: 'Remboursement : Rome et Florence', amount: eur(50_000) }],
        total: eur(50_000),
        reason: 'Annulation par le client',
        rateDate: null,
        ml: mailLocale('fr-FR'),
      }),
    );
    for (const written of [
      'Avoir',
      'Numéro d’avoir CN-0001',
      'Au crédit de',
      'Motif',
      'Montants crédités',
      'Total crédité',
    ])
      expect(text).toContain(written);
    for (const english of ['Credit note', 'Credit to', 'Reason', 'Total credited'])
      expect(text).not.toContain(english);
  });

  it("a French combined voucher: the booking's voucher, then each attached one", async () => {
    const text = await textOf(
      await renderCombinedVoucherPdf({
        brand: FIXTURE_BRAND,
        booking: BOOKING,
        voucherNotes: null,
        attached: [{ fileName: 'hotel-roma.pdf', url: 'https://example.com/v/1', note: null }],
        ml: mailLocale('fr-FR'),
      }),
    );
    for (const written of [
      'Bon d’échange',
      'Référence de réservation',
      'À télécharger sur https://example.com/v/1',
    ])
      expect(text).toContain(written);
    for (const english of ['Travel voucher', 'Download from', 'Booking reference'])
      expect(text).not.toContain(english);
  });
});
