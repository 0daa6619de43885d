import type { TPackageVariant } from '@/lib/contract/planner';
import type { InventoryLeg } from '@/lib/db/schema';
import { demoFlightFares } from '../seed/inventory/flight-fares';
import { legClaimsOf, tripFareOf } from './trip-seats';

const row = (over: Partial<InventoryLeg>): InventoryLeg =>
  ({
    code: 'L-flight-london-paris',
    kind: 'flight',
    fromCity: 'London',
    toCity: 'Paris',
    departures: ['07:10', '13:10'],
    adultMinor: 12_000,
    childMinor: 9_000,
    infantMinor: 1_200,
    currency: 'EUR',
    fares: [],
    ...over,
  }) as InventoryLeg;

const legItem = (ref: string | null, start: string) => ({
  id: `leg-${ref}`,
  kind: 'leg' as const,
  start,
  end: '23:00',
  title: `Journey ${ref}`,
  ref,
  city: 'London',
  detail: null,
  price: null,
  image_url: null,
});

describe('tripFareOf', () => {
  it('sells the fare priced as the leg itself (Classic on the demo airlines)', () => {
    const leg = row({ fares: demoFlightFares(12_000, 340) });
    expect(tripFareOf(leg)?.code).toBe('classic');
  });

  it('falls back to the first per-traveller fare, or the standard fare of a leg without fares', () => {
    const fares = demoFlightFares(12_000, 340).map((f) => ({ ...f, adult_minor: f.adult_minor + 1 }));
    expect(tripFareOf(row({ fares }))?.code).toBe('light');
    expect(tripFareOf(row({ kind: 'rail' }))).toMatchObject({ code: 'STD', seats: 300 });
    const cabins = [
      { ...(demoFlightFares(12_000, 340)[0] as InventoryLeg['fares'][number]), per: 'vehicle' as const },
    ];
    expect(tripFareOf(row({ kind: 'ferry', fares: cabins }))).toBeUndefined();
  });
});

describe('legClaimsOf', () => {
  const variant = (items: ReturnType<typeof legItem>[]): Pick<TPackageVariant, 'days'> => ({
    days: [{ day: 1, date: '2027-05-10', city: 'Paris', items }],
  });
  const legs = new Map(
    [
      row({ fares: demoFlightFares(12_000, 340) }),
      row({ code: 'CAB', kind: 'cab' }),
      row({ code: 'TRAIN', kind: 'rail' }),
    ].map((l) => [l.code, l]),
  );

  it('claims the seated travellers on the departure shown, in the fare the trip sells', () => {
    const claims = legClaimsOf(
      variant([legItem('L-flight-london-paris', '13:10'), legItem('TRAIN', '09:05')]),
      legs,
      { adults: 2, children: 1, infants: 1 },
    );
    expect(claims).toEqual([
      {
        itemId: 'leg-L-flight-london-paris',
        title: 'Journey L-flight-london-paris',
        claim: {
          kind: 'flight',
          code: 'L-flight-london-paris',
          day: '2027-05-10',
          slot: '13:10|classic',
          quantity: 3,
          initial: 24,
        },
      },
      {
        itemId: 'leg-TRAIN',
        title: 'Journey TRAIN',
        claim: {
          kind: 'rail',
          code: 'TRAIN',
          day: '2027-05-10',
          slot: '09:05|STD',
          quantity: 3,
          initial: 300,
        },
      },
    ]);
  });

  it('claims nothing for a cab, a journey not included, or a leg no longer in the inventory', () => {
    const party = { adults: 2, children: 0, infants: 0 };
    expect(
      legClaimsOf(
        variant([legItem('CAB', '10:00'), legItem(null, '10:00'), legItem('GONE', '10:00')]),
        legs,
        party,
      ),
    ).toEqual([]);
  });
});
