import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import { readQuotation } from './quotation-reader';

/** Quotation answers in §3's spelling ('Quotation Date', 'Opportunity ID', …) and in the built-in's. */

const SPEC = {
  'Quotation Date': '2026-11-22T09:30:00Z',
  'Opportunity ID': 'OPP-77',
  'Travel Date': '2027-03-14',
  'Trip URL': 'https://atlas.example/detail/PK-77',
  departure_city: 'Dubai',
  Destinations: 'Baku, Tbilisi',
  'Customer Details': { name: 'Omar Saleh', email: 'omar@client.example', mobile: '+971 50 765 4321' },
  Price: { amount: '8450.50', currency: 'AED' },
  quote_pdf: null,
  lead_id: 'LD-1',
  adults: 2,
  children: '1',
  infants: 0,
  destination_images: [{ image_url: 'https://img.example/baku.jpg' }],
};

describe('readQuotation', () => {
  it('reads §3’s keys, bare or wrapped in data', () => {
    const expected = {
      lead_id: 'LD-1',
      opp_id: 'OPP-77',
      created_at: '2026-11-22',
      travel_date: '2027-03-14',
      departure_city: 'Dubai',
      destinations: ['Baku', 'Tbilisi'],
      adults: 2,
      children: 1,
      infants: 0,
      trip_url: 'https://atlas.example/detail/PK-77',
      customer: { name: 'Omar Saleh', email: 'omar@client.example', mobile_number: '+971 50 765 4321' },
      price: { amount: 845050, currency: 'AED' },
      quote_pdf: null,
      destination_images: [{ image_url: 'https://img.example/baku.jpg' }],
    };
    expect(readQuotation(SPEC)).toEqual(expected);
    expect(readQuotation({ success: true, data: SPEC })).toEqual(expected);
  });

  it.each([
    [8450.5, 'AED', { amount: 845050, currency: 'AED' }],
    ['AED 8,450.50', null, { amount: 845050, currency: 'AED' }],
    ['8450.5', 'AED', { amount: 845050, currency: 'AED' }],
    [{ value: 1200, currency_code: 'JPY' }, null, { amount: 1200, currency: 'JPY' }],
    ['a lot', 'AED', null],
    [12, null, null],
  ])('reads the Price %j (quotation currency %s) as %j', (price, currency, expected) => {
    expect(readQuotation({ ...SPEC, Price: price, currency })?.price).toEqual(expected);
  });

  it.each([
    [
      ['Baku', 'Tbilisi'],
      ['Baku', 'Tbilisi'],
    ],
    [
      [{ name: 'Baku' }, { city: 'Tbilisi' }],
      ['Baku', 'Tbilisi'],
    ],
    ['Baku; Tbilisi', ['Baku', 'Tbilisi']],
    [null, []],
  ])('reads Destinations %j', (value, expected) => {
    expect(readQuotation({ ...SPEC, Destinations: value })?.destinations).toEqual(expected);
  });

  it.each([
    [
      {
        first_name: 'Omar',
        last_name: 'Saleh',
        mail_id: 'o@x.example',
        mobile_number: '507654321',
        code: '+971',
      },
      { name: 'Omar Saleh', email: 'o@x.example', mobile_number: '+971 507654321' },
    ],
    ['Omar Saleh', { name: 'Omar Saleh', email: null, mobile_number: null }],
  ])('reads Customer Details %j', (value, expected) => {
    expect(readQuotation({ ...SPEC, 'Customer Details': value })?.customer).toEqual(expected);
  });

  it.each([
    ['14-03-2027', '2027-03-14'],
    ['14/03/2027', '2027-03-14'],
    ['14-Mar-2027', '2027-03-14'],
    ['soon', null],
  ])('reads the Travel Date %s', (value, expected) => {
    expect(readQuotation({ ...SPEC, 'Travel Date': value })?.travel_date).toBe(expected);
  });

  it('keeps a Trip URL only when it is a web link', () => {
    expect(readQuotation({ ...SPEC, 'Trip URL': 'javascript:alert(1)' })?.trip_url).toBeNull();
    expect(readQuotation({ ...SPEC, 'Trip URL': '/detail/PK-77' })?.trip_url).toBe('/detail/PK-77');
  });

  it('reads what it can and leaves the rest empty; refuses what names no quotation', () => {
    expect(readQuotation({ 'Opportunity ID': 'OPP-9' })).toMatchObject({
      lead_id: 'OPP-9',
      opp_id: 'OPP-9',
      created_at: null,
      price: null,
      destinations: [],
      adults: 0,
    });
    for (const body of [null, [], 'x', { data: null }, { Price: 5 }]) expect(readQuotation(body)).toBeNull();
  });

  it('reads the built-in backend’s own names where §3’s are absent', () => {
    expect(readQuotation(FIXTURE_QUOTATION)).toMatchObject({
      lead_id: 'LEAD42',
      opp_id: 'OPP-1001-000042',
      created_at: '2026-11-22',
      destinations: ['Paris', 'Rome'],
      customer: FIXTURE_QUOTATION.customer,
      price: FIXTURE_QUOTATION.price,
    });
  });
});
