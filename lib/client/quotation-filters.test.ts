import { filtersFromParams, listHref, pageCount, quotationListQuery } from './quotation-filters';

describe('staff quotation filters → the list call (spec §3 search filters)', () => {
  it('maps every filter to its API parameter, leaving out what is not set and page 1', () => {
    const f = filtersFromParams({
      created_at__gte: '2027-04-01',
      created_at__lte: '2027-04-30',
      travel_date__gte: '2027-06-01',
      travel_date__lte: ' 2027-06-05 ',
      search_by: 'customer_email',
      search_value: ' ada@example.com ',
      page: '3',
    });
    expect(quotationListQuery(f)).toEqual({
      created_at__gte: '2027-04-01',
      created_at__lte: '2027-04-30',
      travel_date__gte: '2027-06-01',
      travel_date__lte: '2027-06-05',
      search_by: 'customer_email',
      search_value: 'ada@example.com',
      page: '3',
    });
    expect(quotationListQuery(filtersFromParams({}))).toEqual({});
    expect(quotationListQuery(filtersFromParams({ page: '1', travel_date__gte: '' }))).toEqual({});
  });

  it('sends a search field only with text, and an unknown field falls back to the customer name', () => {
    expect(quotationListQuery(filtersFromParams({ search_by: 'opp_id' }))).toEqual({});
    const f = filtersFromParams({ search_by: 'password', search_value: 'Ada' });
    expect(f.searchBy).toBe('customer_name');
    expect(quotationListQuery(f)).toEqual({ search_by: 'customer_name', search_value: 'Ada' });
  });

  it('reads the first of a repeated parameter, keeps a bad date for the server to name, cuts long text', () => {
    const f = filtersFromParams({
      created_at__gte: ['yesterday', '2027-01-01'],
      search_value: 'x'.repeat(500),
    });
    expect(f.createdFrom).toBe('yesterday');
    expect(f.searchText).toHaveLength(200);
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    ['7', 7],
    ['9999999', 1],
  ])('page %p reads as %p', (raw, page) => expect(filtersFromParams({ page: raw }).page).toBe(page));

  it('builds paging links that keep the filters', () => {
    const f = filtersFromParams({
      travel_date__gte: '2027-06-01',
      search_by: 'destination',
      search_value: 'Rome',
    });
    expect(listHref(f, 2)).toBe(
      '/quotations?travel_date__gte=2027-06-01&search_by=destination&search_value=Rome&page=2',
    );
    expect(listHref(f, 1)).toBe(
      '/quotations?travel_date__gte=2027-06-01&search_by=destination&search_value=Rome',
    );
    expect(listHref(filtersFromParams({}), 1)).toBe('/quotations');
  });

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [25, 20, 2],
    [-1, 20, 1],
    [5, 0, 1],
  ])('%p quotations at %p a page fill %p pages', (count, size, pages) =>
    expect(pageCount(count, size)).toBe(pages),
  );
});
