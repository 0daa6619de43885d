import { BNPL_PLANS, bnplPlans, isBnplPlanId, planInstalments, splitMinor } from './bnpl';
import { PARTIAL_MIN_PERCENT } from './party';
import { partialMinimum } from './states';

describe('splitMinor', () => {
  it.each([
    [100_000, 3, [33_334, 33_333, 33_333]],
    [99_999, 4, [25_002, 24_999, 24_999, 24_999]],
    [10, 4, [4, 2, 2, 2]],
    [1, 1, [1]],
    [200_001, 2, [100_001, 100_000]],
  ])('%p in %p → %p', (total, n, parts) => {
    expect(splitMinor(total, n)).toEqual(parts);
  });

  it('always adds up exactly to the total, the first never smaller than the others', () => {
    for (let total = 1; total < 2_000; total += 7)
      for (const n of [1, 2, 3, 4, 5]) {
        const parts = splitMinor(total, n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p <= (parts[0] ?? 0))).toBe(true);
      }
  });

  it('refuses a total or count that is not a positive whole number', () => {
    expect(() => splitMinor(0, 2)).toThrow(RangeError);
    expect(() => splitMinor(10.5, 2)).toThrow(RangeError);
    expect(() => splitMinor(10, 0)).toThrow(RangeError);
  });
});

describe('bnplPlans', () => {
  it('offers every plan whose last instalment is due by the balance date, 30 days apart', () => {
    const plans = bnplPlans({ totalMinor: 100_000, today: '2027-01-10', lastDueDate: '2027-04-10' });
    expect(plans.map((p) => p.id)).toEqual(['pay_in_2', 'pay_in_3', 'pay_in_4']);
    expect(plans[2]?.instalments).toEqual([
      { number: 1, amountMinor: 25_000, dueDate: '2027-01-10' },
      { number: 2, amountMinor: 25_000, dueDate: '2027-02-09' },
      { number: 3, amountMinor: 25_000, dueDate: '2027-03-11' },
      { number: 4, amountMinor: 25_000, dueDate: '2027-04-10' },
    ]);
    // A day less and four instalments no longer fit before the balance is due.
    expect(
      bnplPlans({ totalMinor: 100_000, today: '2027-01-10', lastDueDate: '2027-04-09' }).map((p) => p.id),
    ).toEqual(['pay_in_2', 'pay_in_3']);
  });

  it('offers nothing when the balance is due within 30 days (departure is near) or the total is not positive', () => {
    expect(bnplPlans({ totalMinor: 100_000, today: '2027-01-10', lastDueDate: '2027-02-08' })).toEqual([]);
    expect(bnplPlans({ totalMinor: 0, today: '2027-01-10', lastDueDate: '2027-12-31' })).toEqual([]);
    expect(planInstalments(3, 4, '2027-01-10', '2027-12-31')).toBeNull();
  });

  it('every plan adds up to the total and its first instalment is a valid first part payment', () => {
    for (const total of [1_000, 99_999, 123_457, 5_000_001]) {
      const plans = bnplPlans({ totalMinor: total, today: '2027-01-01', lastDueDate: '2027-12-31' });
      expect(plans).toHaveLength(BNPL_PLANS.length);
      for (const plan of plans) {
        expect(plan.instalments.reduce((a, i) => a + i.amountMinor, 0)).toBe(total);
        expect(plan.instalments[0]?.amountMinor).toBeGreaterThanOrEqual(
          partialMinimum(total, PARTIAL_MIN_PERCENT),
        );
        const dates = plan.instalments.map((i) => i.dueDate);
        expect([...dates].sort()).toEqual(dates);
      }
    }
  });

  it('knows its plan ids', () => {
    expect(isBnplPlanId('pay_in_3')).toBe(true);
    expect(isBnplPlanId('pay_in_12')).toBe(false);
  });
});
