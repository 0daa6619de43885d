import type { TPackageVariant, TRankReason } from '@/lib/contract/planner';
import { parisInventory, search, testPrice } from './fixtures';
import { planPackage } from './plan';
import { WEIGHTS, whyRank } from './rank';

const variants = planPackage(
  search({ rooms: [{ adults: 2, children: [8], infants: 0 }] }),
  parisInventory(),
  {
    price: testPrice('EUR'),
  },
);

describe('ranking', () => {
  it('weights sum to 1 and the score is the weighted sum of the reasons', () => {
    expect(Object.values(WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 10);
    expect(variants.length).toBeGreaterThan(1);
    for (const v of variants) {
      expect(v.reasons.map((r) => r.factor)).toEqual([
        'price',
        'hotel_quality',
        'activity_fit',
        'travel_time',
      ]);
      expect(v.score).toBeCloseTo(
        v.reasons.reduce((s, r) => s + r.score * r.weight, 0),
        0,
      );
      for (const r of v.reasons) expect(r.text.length).toBeGreaterThan(10);
    }
  });

  it('scores price relative to the candidates: cheapest 100, dearest 0', () => {
    const byTotal = [...variants].sort((a, b) => a.total_price.amount - b.total_price.amount);
    const priceScore = (v: TPackageVariant) => v.reasons.find((r) => r.factor === 'price')?.score;
    expect(priceScore(byTotal[0] as TPackageVariant)).toBe(100);
    expect(priceScore(byTotal.at(-1) as TPackageVariant)).toBe(0);
    expect(byTotal[0]?.reasons[0]?.text).toContain('the lowest price of the');
    expect(byTotal.at(-1)?.reasons[0]?.text).toMatch(/% more than the cheapest option\.$/);
  });

  it('scores a better hotel higher on hotel quality', () => {
    const q = (code: string) =>
      variants
        .find((v) => v.cities[0]?.hotel.code === code)
        ?.reasons.find((r) => r.factor === 'hotel_quality')?.score ?? 0;
    expect(q('LUX')).toBeGreaterThan(q('CHEAP'));
  });

  it('explains itself in one sentence', () => {
    const v = variants[0] as TPackageVariant;
    const { summary } = whyRank(v);
    expect(summary).toMatch(/^Ranked 1st with \d+\/100, strongest on /);
    const top = [...v.reasons].sort((a, b) => b.score * b.weight - a.score * a.weight)[0] as TRankReason;
    expect(summary).toContain(top.text);
    expect(whyRank({ ...v, index: 11 }).summary).toMatch(/^Ranked 12th/);
    expect(whyRank({ ...v, index: 1 }).summary).toMatch(/^Ranked 2nd/);
  });
});
