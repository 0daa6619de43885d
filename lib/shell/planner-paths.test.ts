import {
  budgetFromQuery,
  detailPath,
  detailsListPath,
  listPath,
  quotationPath,
  variantIndex,
} from './planner-paths';

describe('planner routes', () => {
  it('builds the spec paths with encoded ids', () => {
    expect(listPath('AB12')).toBe('/list/AB12');
    expect(detailsListPath('AB12', 2)).toBe('/details-list/AB12/2');
    expect(detailPath('AB12', 1)).toBe('/detail/AB12?index=1');
    expect(detailPath('AB12', 0, 'L 9')).toBe('/detail/AB12?index=0&lead=L+9');
    expect(quotationPath('a/b')).toBe('/quotation-details/a%2Fb');
  });
  it('carries a filtered list’s budget (minor units) to the variant pages, not once a lead exists', () => {
    const budget = { min: 100_000, max: null };
    expect(detailsListPath('AB12', 2, budget)).toBe('/details-list/AB12/2?min=100000');
    expect(detailPath('AB12', 2, null, { min: 1, max: 9 })).toBe('/detail/AB12?index=2&min=1&max=9');
    expect(detailPath('AB12', 2, 'L1', budget)).toBe('/detail/AB12?index=2&lead=L1');
    expect(budgetFromQuery({ min: '100000', max: 'x' })).toEqual(budget);
    expect(budgetFromQuery({})).toEqual({ min: null, max: null });
  });
  it('reads ?index= as a small non-negative integer, defaulting to 0', () => {
    expect(variantIndex('3')).toBe(3);
    expect(variantIndex(['2', '5'])).toBe(2);
    expect(variantIndex(undefined)).toBe(0);
    expect(variantIndex('-1')).toBe(0);
    expect(variantIndex('1e3')).toBe(0);
  });
});
