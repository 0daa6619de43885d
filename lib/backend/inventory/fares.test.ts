import type { LegFare } from '@/lib/db/schema';
import { legFares, partyFareMinor } from './fares';

const leg = {
  kind: 'flight',
  adultMinor: 10000,
  childMinor: 7500,
  infantMinor: 1000,
  fares: [] as LegFare[],
};

describe('legFares', () => {
  it('builds one standard fare from the leg prices when the leg has none', () => {
    const [fare, more] = legFares(leg);
    expect(more).toBeUndefined();
    expect(fare).toMatchObject({ code: 'std', adult_minor: 10000, child_minor: 7500, infant_minor: 1000 });
  });

  it('keeps the fares a leg has', () => {
    const own = { ...legFares(leg)[0], code: 'flex', name: 'Flex' } as LegFare;
    expect(legFares({ ...leg, fares: [own] })).toEqual([own]);
  });
});

describe('partyFareMinor', () => {
  const fare = { adult_minor: 10000, child_minor: 7500, infant_minor: 1000 };
  it('prices adults, children by age, and infants', () => {
    // 2 adults, a child of 8 (child fare), one of 12 (adult fare), an infant
    expect(partyFareMinor(fare, { adults: 2, children: [8, 12], infants: 1 })).toBe(
      2 * 10000 + 7500 + 10000 + 1000,
    );
  });
  it('is zero for nobody', () => {
    expect(partyFareMinor(fare, { adults: 0, children: [], infants: 0 })).toBe(0);
  });
});
