import { pageHref, readListQuery, toSearchFilters } from './list-filters';

describe('package list query', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(
      readListQuery({
        destination: ' Rome ',
        month: '2026-13',
        budget: '1500',
        duration: 'medium',
        page: '2',
      }),
    ).toEqual({ destination: 'Rome', month: '', budget: '1500', duration: 'medium', page: 2 });
    expect(readListQuery({ budget: '-5', duration: 'forever', page: '0' })).toMatchObject({
      budget: '',
      duration: '',
      page: 1,
    });
  });

  it('maps to backend filters, the budget in the given currency', () => {
    const q = readListQuery({ destination: 'bali', budget: '2000', duration: 'long', month: '2027-01' });
    expect(toSearchFilters(q, 'GBP')).toEqual({
      page: '1',
      page_size: '9',
      destination: 'bali',
      month: '2027-01',
      budget_max: '2000',
      currency: 'GBP',
      duration_min: '8',
    });
  });

  it('builds page links that keep the filters', () => {
    const q = readListQuery({ destination: 'rome', duration: 'short' });
    expect(pageHref('/static_package/list', q, 2)).toBe(
      '/static_package/list?destination=rome&duration=short&page=2',
    );
    expect(pageHref('/static_package/list', readListQuery({}), 1)).toBe('/static_package/list');
  });
});
