import { parisInventory, search, testPrice } from './fixtures';
import { indexInventory } from './inventory-index';
import { partyOf } from './party';
import { planPackage } from './plan';
import { activityPriceMinor, priceVariant, valuer } from './pricing';
import type { PriceComponent, PriceFn } from './types';

describe('priceVariant', () => {
  const inventory = parisInventory();
  const req = search({ rooms: [{ adults: 2, children: [8], infants: 1 }] });
  const [v] = planPackage(req, inventory, { price: testPrice() });
  if (!v) throw new Error('no plan');

  it('sends every room night, activity, transfer and leg to the price function', () => {
    const seen: PriceComponent[][] = [];
    const spy: PriceFn = (c) => {
      seen.push([...c]);
      return testPrice()(c);
    };
    priceVariant(v, partyOf(req), indexInventory(inventory), { price: spy });
    const all = seen.at(-1) ?? [];
    const kinds = all.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'hotel')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'flight')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'transfer')).toHaveLength(2);
    // Flights: 2 adults × 9 000 + 1 child × 7 000 + 1 infant × 0.
    expect(all.find((c) => c.kind === 'flight')?.amountMinor).toBe(25000);
    // Activities: adults and children pay, infants free.
    const louvre = v.days.flatMap((d) => d.items).find((i) => i.ref === 'LOUVRE');
    expect(louvre?.price?.amount).toBe(2 * 2000 + 1000);
    // 4 seats: two sedans of 3 would cost 12 000, so the planner took one van at 9 000.
    expect(v.days[0]?.items.find((i) => i.kind === 'transfer')?.ref).toBe('VAN');
    expect(all.find((c) => c.kind === 'transfer')?.amountMinor).toBe(9000);
  });

  it("says where and from whom each component is sold, for the agency's markup rules", () => {
    const sold = parisInventory();
    const paris = sold.cities[0];
    if (!paris) throw new Error('no Paris');
    paris.activities = paris.activities.map((a) => ({
      ...a,
      soldIn: { city: 'Paris', country: 'FR' },
      supplier: 'offline',
    }));
    sold.legs = sold.legs.map((l) => ({ ...l, soldIn: { city: l.toCity }, supplier: 'offline' }));
    const seen: PriceComponent[][] = [];
    const spy: PriceFn = (c) => {
      seen.push([...c]);
      return testPrice()(c);
    };
    priceVariant(v, partyOf(req), indexInventory(sold), { price: spy });
    const all = seen.at(-1) ?? [];
    // Hotels from their own city, country and source, as their search offers.
    for (const c of all.filter((x) => x.kind === 'hotel'))
      expect(c).toMatchObject({ destination: { city: 'Paris', country: 'FR' }, supplier: 'offline' });
    // What the inventory says of the others; a leg's destination is where it arrives.
    expect(all.find((x) => x.kind === 'activity')).toMatchObject({
      destination: { city: 'Paris', country: 'FR' },
    });
    const legs = all.filter((x) => x.kind === 'flight');
    expect(legs.map((l) => l.destination?.city).sort()).toEqual(['London', 'Paris']);
    // Transfers the inventory says nothing of carry nothing: the mode's markup applies.
    expect(all.find((x) => x.kind === 'transfer')).not.toHaveProperty('destination');
  });

  it('shows item prices through itemPrice when given (e.g. without the discount)', () => {
    const withCode = testPrice('EUR', { code: 'TEN', percent: 10 });
    const priced = priceVariant(v, partyOf(req), indexInventory(inventory), {
      price: withCode,
      itemPrice: testPrice(),
    });
    const items = priced.days.flatMap((d) => d.items).reduce((s, i) => s + (i.price?.amount ?? 0), 0);
    const hotels = priced.cities.reduce((s, c) => s + c.hotel.price.amount, 0);
    expect(priced.price.discount.amount).toBe(Math.round((items + hotels) / 10));
    expect(priced.total_price.amount).toBe(items + hotels - priced.price.discount.amount);
  });
});

describe('valuer', () => {
  it('asks the price function once per kind, currency and amount', () => {
    let calls = 0;
    const value = valuer((c) => {
      calls++;
      return testPrice()(c);
    });
    expect(value('hotel')(1000, 'GBP')).toBe(1000);
    expect(value('hotel')(1000, 'GBP')).toBe(1000);
    expect(value('flight')(1000, 'GBP')).toBe(1000);
    expect(calls).toBe(2);
  });
});

describe('activityPriceMinor', () => {
  it('charges adults and children their own price and infants nothing', () => {
    const party = partyOf({ rooms: [{ adults: 2, children: [8, 12], infants: 1 }] });
    expect(activityPriceMinor({ adultMinor: 3000, childMinor: 1500 }, party)).toBe(2 * 3000 + 2 * 1500);
    expect(activityPriceMinor({ adultMinor: 0, childMinor: 0 }, party)).toBe(0);
  });
});
