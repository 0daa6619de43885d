import { parseQuotationQuery } from './list-query';

const ok = (params: Record<string, string>) => {
  const r = parseQuotationQuery(params);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.query;
};

describe('parseQuotationQuery', () => {
  it('defaults to page 1 with no filters', () => {
    expect(ok({})).toEqual({
      createdFrom: null,
      createdBefore: null,
      travelFrom: null,
      travelTo: null,
      page: 1,
      search: [],
    });
  });

  it('makes a date-only created_at__lte include that whole day', () => {
    const q = ok({ created_at__gte: '2027-05-01', created_at__lte: '2027-05-31' });
    expect(q.createdFrom?.toISOString()).toBe('2027-05-01T00:00:00.000Z');
    expect(q.createdBefore?.toISOString()).toBe('2027-06-01T00:00:00.000Z');
  });

  it('accepts ISO date-times for created_at', () => {
    expect(ok({ created_at__gte: '2027-05-01T10:00:00Z' }).createdFrom?.toISOString()).toBe(
      '2027-05-01T10:00:00.000Z',
    );
  });

  it('reads travel dates, page and search-by fields', () => {
    const q = ok({
      travel_date__gte: '2027-05-01',
      travel_date__lte: '2027-05-31',
      page: '3',
      search_by: 'customer_email',
      search_value: ' ada@',
      destination: 'Rome',
    });
    expect(q).toMatchObject({ travelFrom: '2027-05-01', travelTo: '2027-05-31', page: 3 });
    expect(q.search).toEqual([
      { field: 'customer_email', value: 'ada@' },
      { field: 'destination', value: 'Rome' },
    ]);
  });

  it('refuses bad dates, pages and search fields with field messages', () => {
    const r = parseQuotationQuery({
      created_at__gte: '2027-02-30',
      travel_date__lte: 'tomorrow',
      page: '0',
      search_by: 'password',
      search_value: 'x',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual([
      'created_at__gte',
      'page',
      'search_by',
      'travel_date__lte',
    ]);
    expect(r.errors.page).toEqual(['Enter a page number from 1.']);
  });

  it('refuses impossible and out-of-range date-times, naming the field', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '1800-01-01',
      '99999-01-01T00:00:00Z',
      '2026-01-01T25:00:00Z',
      '2026-01-01Tjunk',
    ]) {
      const r = parseQuotationQuery({ created_at__gte: value, created_at__lte: value });
      expect({ value, ok: r.ok }).toEqual({ value, ok: false });
      if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['created_at__gte', 'created_at__lte']);
    }
    expect(parseQuotationQuery({ created_at__gte: '2026-02-28T23:59:59+01:00' }).ok).toBe(true);
  });
});
