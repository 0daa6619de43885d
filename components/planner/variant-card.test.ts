import type { TPackageVariant } from '@/lib/contract/planner';
import { FIXTURE_PACKAGE } from './fixtures';
import { keyActivities } from './variant-card';

const [variant] = FIXTURE_PACKAGE.variants as [TPackageVariant];

function withActivities(list: [city: string, title: string][]): TPackageVariant {
  return {
    ...variant,
    days: [
      {
        day: 1,
        date: '2027-05-10',
        city: 'Paris',
        items: list.map(([city, title], n) => ({
          id: `a${n}`,
          kind: 'activity' as const,
          start: '10:00',
          end: '11:00',
          title,
          ref: null,
          city,
          detail: null,
          price: null,
          image_url: null,
        })),
      },
    ],
  };
}

describe('keyActivities', () => {
  it('takes activities from each city in turn, without repeats, up to the limit', () => {
    const v = withActivities([
      ['Rome', 'Colosseum'],
      ['Rome', 'Vatican'],
      ['Rome', 'Colosseum'],
      ['Rome', 'Food tour'],
      ['Paris', 'Louvre'],
      ['Paris', 'Seine cruise'],
    ]);
    expect(keyActivities(v, 3)).toEqual(['Colosseum', 'Louvre', 'Vatican']);
    expect(keyActivities(v, 10)).toEqual(['Colosseum', 'Louvre', 'Vatican', 'Seine cruise', 'Food tour']);
  });
  it('is empty for a trip without activities', () => {
    expect(keyActivities(withActivities([]))).toEqual([]);
  });
});
