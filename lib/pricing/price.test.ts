import { BUNDLED_RATES, convertMinor, rateDateOf, rational, withOwnRates } from '@/lib/money';
import type { PriceComponent } from '@/lib/planner/types';
import {
  createPriceFn,
  DISCOUNT_CODE_INVALID,
  DiscountCodeError,
  markupFactor,
  type PricingSetup,
} from './price';

const setup = (patch: Partial<PricingSetup> = {}): PricingSetup => ({
  pricingConfiguration: {},
  taxes: [],
  discountCodes: [],
  currency: 'EUR',
  pricingOption: 1,
  rates: BUNDLED_RATES,
  ...patch,
});
const hotel = (amountMinor: number, currency = 'EUR'): PriceComponent => ({
  kind: 'hotel',
  amountMinor,
  currency,
});
const activity = (amountMinor: number, currency = 'EUR'): PriceComponent => ({
  kind: 'activity',
  amountMinor,
  currency,
});

describe('createPriceFn: worked examples', () => {
  it('markup: a €1,000.00 hotel at factor 1.08 costs €1,080.00, €80.00 of it markup', () => {
    const price = createPriceFn(setup({ pricingConfiguration: { hotel: 1.08, activity: 1.1 } }));
    const p = price([hotel(100_000)]);
    expect(p.total).toEqual({ amount: 108_000, currency: 'EUR' });
    expect(p.markup.amount).toBe(8_000);
    expect(p.base.amount).toBe(108_000);
    expect(p.tax.amount).toBe(0);
    expect(p.discount.amount).toBe(0);
  });

  it('markup per kind: rail, ferry and cab follow transfer unless they have their own factor', () => {
    const legs: PriceComponent[] = [
      { kind: 'rail', amountMinor: 10_000, currency: 'EUR' },
      { kind: 'ferry', amountMinor: 10_000, currency: 'EUR' },
      { kind: 'cab', amountMinor: 10_000, currency: 'EUR' },
      { kind: 'flight', amountMinor: 10_000, currency: 'EUR' },
    ];
    // transfer 1.05 for rail/ferry/cab (3 × 105.00), flight unset → 1 (100.00).
    expect(createPriceFn(setup({ pricingConfiguration: { transfer: 1.05 } }))(legs).total.amount).toBe(
      41_500,
    );
    // rail's own 1.2 wins over transfer's 1.05: 120 + 105 + 105 + 100.
    expect(
      createPriceFn(setup({ pricingConfiguration: { transfer: 1.05, rail: 1.2 } }))(legs).total.amount,
    ).toBe(43_000);
  });

  it('factors that are missing, zero or negative count as 1', () => {
    expect(markupFactor({}, 'hotel')).toEqual(rational(1));
    expect(markupFactor({ hotel: 0 }, 'hotel')).toEqual(rational(1));
    expect(markupFactor({ hotel: -2 }, 'hotel')).toEqual(rational(1));
    expect(markupFactor({ hotel: 1.08 }, 'hotel')).toEqual(rational(108, 100));
  });

  it('tax: 20% VAT on €1,000.00 is €200.00; fixed taxes are added once', () => {
    const vat = createPriceFn(setup({ taxes: [{ name: 'VAT', type: 'percent', value: 20 }] }));
    const p = vat([hotel(100_000)]);
    expect(p.tax.amount).toBe(20_000);
    expect(p.total.amount).toBe(120_000);
    const withCityTax = createPriceFn(
      setup({
        taxes: [
          { name: 'VAT', type: 'percent', value: 20 },
          { name: 'City tax', type: 'fixed', value: 5 },
        ],
      }),
    );
    expect(withCityTax([hotel(100_000), activity(5_000)]).tax.amount).toBe(21_000 + 500);
  });

  it('tax is charged on the marked-up amount', () => {
    const p = createPriceFn(
      setup({ pricingConfiguration: { hotel: 1.1 }, taxes: [{ name: 'VAT', type: 'percent', value: 10 }] }),
    )([hotel(10_000)]);
    // 100.00 × 1.1 = 110.00; 10% of that = 11.00.
    expect(p.tax.amount).toBe(1_100);
    expect(p.total.amount).toBe(12_100);
  });

  it('skips tax entries it cannot read (switched off, negative, unknown type)', () => {
    const p = createPriceFn(
      setup({
        taxes: [
          { name: 'Off', type: 'percent', value: 50, active: false },
          { name: 'Bad', type: 'percent', value: -5 },
          { name: 'Odd', type: 'compound', value: 5 },
          { name: 'VAT', type: 'percent', value: '12.5' },
        ],
      }),
    )([hotel(10_000)]);
    expect(p.tax.amount).toBe(1_250);
  });

  it('discount: WELCOME10 takes 10% off the price with taxes; base + tax − discount = total', () => {
    const price = createPriceFn(
      setup({
        taxes: [{ name: 'VAT', type: 'percent', value: 20 }],
        discountCodes: [{ code: 'WELCOME10', type: 'percent', value: 10 }],
        discountCode: ' welcome10 ',
      }),
    );
    const p = price([hotel(100_000)]);
    // 1,000.00 + 200.00 VAT = 1,200.00; 10% off = 120.00; total 1,080.00.
    expect(p.discount.amount).toBe(12_000);
    expect(p.total.amount).toBe(108_000);
    expect(p.base.amount + p.tax.amount - p.discount.amount).toBe(p.total.amount);
    expect(p.discount_code).toBe('WELCOME10');
  });

  it('a fixed discount never takes the total below zero', () => {
    const price = createPriceFn(
      setup({ discountCodes: [{ code: 'BIG', type: 'fixed', value: 500 }], discountCode: 'BIG' }),
    );
    expect(price([activity(2_000)]).total.amount).toBe(0);
    expect(price([activity(2_000)]).discount.amount).toBe(2_000);
    expect(price([activity(100_000)]).total.amount).toBe(50_000);
  });

  it('an unknown or switched-off code is refused with the message the traveller sees', () => {
    const codes = [
      { code: 'WELCOME10', type: 'percent', value: 10 },
      { code: 'OLD', type: 'percent', value: 10, active: false },
    ];
    expect(() => createPriceFn(setup({ discountCodes: codes, discountCode: 'NOPE' }))).toThrow(
      DiscountCodeError,
    );
    expect(() => createPriceFn(setup({ discountCodes: codes, discountCode: 'OLD' }))).toThrow(
      DISCOUNT_CODE_INVALID,
    );
    // No code, or an empty one, is no discount rather than an error.
    expect(
      createPriceFn(setup({ discountCodes: codes, discountCode: '  ' }))([hotel(100)]).discount_code,
    ).toBeNull();
  });

  it('conversion: €100.00 is $107.05 at the snapshot rate and $120.00 at a tenant factor of 1.2', () => {
    expect(createPriceFn(setup({ currency: 'USD' }))([hotel(10_000)]).total).toEqual({
      amount: 10_705,
      currency: 'USD',
    });
    const rates = withOwnRates(BUNDLED_RATES, [{ code: 'USD', perEuro: '1.2', date: '2026-11-02' }]);
    const own = createPriceFn(setup({ currency: 'USD', rates }));
    expect(own([hotel(10_000)]).total.amount).toBe(12_000);
  });

  it("says which day's rates a converted price is from: the oldest used, none when nothing converts", () => {
    expect(createPriceFn(setup())([hotel(10_000)]).rate_date).toBeNull();
    expect(createPriceFn(setup({ currency: 'USD' }))([hotel(10_000)]).rate_date).toBe(BUNDLED_RATES.date);
    const rates = withOwnRates(BUNDLED_RATES, [{ code: 'USD', perEuro: '1.2', date: '2026-11-02' }]);
    // USD's own rate is newer than GBP's published one: a GBP component in USD is as of GBP's date.
    expect(createPriceFn(setup({ currency: 'USD', rates }))([hotel(100, 'USD')]).rate_date).toBeNull();
    expect(createPriceFn(setup({ currency: 'USD', rates }))([hotel(100, 'GBP')]).rate_date).toBe(
      BUNDLED_RATES.date,
    );
    // A fixed fee in another currency is a conversion too.
    const fee = createPriceFn(
      setup({
        currency: 'USD',
        rates,
        fixedAmountCurrency: 'EUR',
        taxes: [{ name: 'Fee', type: 'fixed', value: 1 }],
      }),
    );
    expect(fee([hotel(100, 'USD')]).rate_date).toBe(BUNDLED_RATES.date);
  });

  it('mixed currencies: £100.00 + €50.00 in euros is €168.15 (11,815.02 + 5,000 cents, rounded once)', () => {
    const p = createPriceFn(setup())([hotel(10_000, 'GBP'), activity(5_000, 'EUR')]);
    expect(p.total).toEqual({ amount: 16_815, currency: 'EUR' });
  });

  it('fixed amounts are in the agency currency, converted like everything else', () => {
    const p = createPriceFn(
      setup({
        currency: 'GBP',
        fixedAmountCurrency: 'EUR',
        taxes: [{ name: 'City tax', type: 'fixed', value: 5 }],
      }),
    )([activity(10_000, 'GBP')]);
    // €5.00 = 500 cents × 0.84638 = 423.19 pence.
    expect(p.tax.amount).toBe(423);
  });

  it('rounds once: three 1-cent items are ¥5 (5.1582), not ¥6 as item-by-item rounding gives', () => {
    const items = [activity(1), activity(1), activity(1)];
    const p = createPriceFn(setup({ currency: 'JPY' }))(items);
    expect(p.total).toEqual({ amount: 5, currency: 'JPY' });
    const itemByItem = items.reduce(
      (s, i) => s + convertMinor(i.amountMinor, 'EUR', 'JPY', BUNDLED_RATES),
      0,
    );
    expect(itemByItem).toBe(6);
  });

  it('rounds once after markup: 2 × €3.33 at 1.1 is €7.33 (7.326), not €7.32', () => {
    const p = createPriceFn(setup({ pricingConfiguration: { activity: 1.1 } }))([
      activity(333),
      activity(333),
    ]);
    expect(p.total.amount).toBe(733);
  });

  it('rounds half away from zero: HKD 1.50 is MOP 1.55 (1.545)', () => {
    expect(createPriceFn(setup({ currency: 'MOP' }))([activity(150, 'HKD')]).total.amount).toBe(155);
  });

  it('labels the price inclusive only for pricing option 1', () => {
    expect(createPriceFn(setup({ pricingOption: 1 }))([hotel(1)]).price_inclusive).toBe(true);
    expect(createPriceFn(setup({ pricingOption: 2 }))([hotel(1)]).price_inclusive).toBe(false);
  });

  it('prices nothing as zero, with no fixed fees', () => {
    const p = createPriceFn(setup({ taxes: [{ name: 'Fee', type: 'fixed', value: 3 }] }))([]);
    expect(p.total.amount).toBe(0);
    expect(p.tax.amount).toBe(0);
  });

  it('refuses a currency it cannot price, and amounts that are not whole minor units', () => {
    expect(() => createPriceFn(setup({ currency: 'ZZZ' }))).toThrow(/ZZZ/);
    const price = createPriceFn(setup());
    expect(() => price([hotel(100, 'ZZZ')])).toThrow(/ZZZ/);
    expect(() => price([hotel(10.5)])).toThrow(/whole number/);
  });
});

describe('createPriceFn: markup rules (issue 32 item 6)', () => {
  const where = (city: string, country: string, supplier = 'offline') => ({
    destination: { city, country },
    supplier,
  });
  const parisHotel = (amountMinor: number, currency = 'EUR'): PriceComponent => ({
    ...hotel(amountMinor, currency),
    ...where('Paris', 'FR'),
  });
  const romeHotel = (amountMinor: number): PriceComponent => ({
    ...hotel(amountMinor),
    ...where('Rome', 'IT'),
  });
  const factors = { hotel: 1.08, activity: 1.1 };

  it('no rule: the same breakdown as the factors alone, component by component', () => {
    const components = [parisHotel(100_000, 'GBP'), romeHotel(33_333), activity(4_567, 'USD')];
    const plain = createPriceFn(setup({ pricingConfiguration: factors, currency: 'JPY' }))(components);
    for (const markupRules of [[], [{ mode: 'hotel', destination: 'Lyon', type: 'percent', value: 50 }]])
      expect(
        createPriceFn(setup({ pricingConfiguration: factors, currency: 'JPY', markupRules }))(components),
      ).toEqual(plain);
  });

  it('a percent rule replaces the factor of the components it matches, exactly', () => {
    const price = createPriceFn(
      setup({
        pricingConfiguration: factors,
        markupRules: [{ mode: 'hotel', destination: 'paris', type: 'percent', value: 12.5 }],
      }),
    );
    // Paris at +12.5 % (not 1.08 × 1.125), Rome at the factor 1.08.
    expect(price([parisHotel(100_000)]).total.amount).toBe(112_500);
    expect(price([romeHotel(100_000)]).total.amount).toBe(108_000);
    const both = price([parisHotel(100_000), romeHotel(100_000)]);
    expect(both.total.amount).toBe(220_500);
    expect(both.markup.amount).toBe(20_500);
    // 0 % is a rule too: no markup for that destination.
    const none = createPriceFn(
      setup({
        pricingConfiguration: factors,
        markupRules: [{ mode: 'hotel', destination: 'FR', type: 'percent', value: 0 }],
      }),
    );
    expect(none([parisHotel(100_000)]).total.amount).toBe(100_000);
  });

  it('the most specific rule wins: a supplier rule over a destination rule', () => {
    const price = createPriceFn(
      setup({
        markupRules: [
          { mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 },
          { mode: 'hotel', supplier: 'OFFLINE', type: 'percent', value: 20 },
        ],
      }),
    );
    expect(price([parisHotel(10_000)]).total.amount).toBe(12_000);
    expect(price([{ ...parisHotel(10_000), supplier: 'grn' }]).total.amount).toBe(11_000);
  });

  it('a fixed rule adds its amount once per component, converted exactly from its currency', () => {
    const rates = withOwnRates(BUNDLED_RATES, [{ code: 'USD', perEuro: '1.25', date: '2026-11-02' }]);
    const price = createPriceFn(
      setup({
        rates,
        markupRules: [{ mode: 'hotel', destination: 'Paris', type: 'fixed', value: 7.5, currency: 'USD' }],
      }),
    );
    // $7.50 at 1.25 USD per EUR is €6.00, on each of two Paris components; Rome has no markup.
    const p = price([parisHotel(10_000), parisHotel(5_000), romeHotel(1_000)]);
    expect(p.total.amount).toBe(10_000 + 600 + 5_000 + 600 + 1_000);
    expect(p.markup.amount).toBe(1_200);
    // The conversion of the fixed amount is dated like any other; EUR alone converts nothing.
    expect(p.rate_date).toBe(rateDateOf(rates, 'USD', 'EUR'));
    expect(p.rate_date).not.toBeNull();
    expect(price([romeHotel(1_000)]).rate_date).toBeNull();
    // In yen: (€100.00 + €6.00) converted once, rounded once.
    const yen = createPriceFn(
      setup({
        rates,
        currency: 'JPY',
        markupRules: [{ mode: 'hotel', type: 'fixed', value: 7.5, currency: 'USD' }],
      }),
    );
    expect(yen([hotel(10_000)]).total.amount).toBe(convertMinor(10_600, 'EUR', 'JPY', rates));
  });

  it("a fixed rule naming no currency is in the agency's fixed-amount currency", () => {
    const price = createPriceFn(
      setup({
        currency: 'GBP',
        fixedAmountCurrency: 'GBP',
        markupRules: [{ mode: 'hotel', type: 'fixed', value: 3 }],
      }),
    );
    expect(price([hotel(10_000, 'GBP')]).total.amount).toBe(10_300);
  });
});
