import { parseBookingQuery } from './list-query';

const ok = (params: Record<string, string>) => {
  const r = parseBookingQuery(params);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.query;
};

describe('parseBookingQuery', () => {
  it('defaults to the first page of 20 with no filters', () => {
    expect(ok({})).toEqual({
      reference: null,
      traveller: null,
      customer: null,
      departFrom: null,
      departTo: null,
      createdFrom: null,
      createdBefore: null,
      status: null,
      page: 1,
      pageSize: 20,
    });
  });

  it('reads every filter, trimmed; a date-only created_at__lte includes that whole day', () => {
    const q = ok({
      reference: ' bk-12 ',
      traveller: 'ottoline',
      customer: 'ada@',
      departure_date__gte: '2025-01-01',
      departure_date__lte: '2025-12-31',
      created_at__gte: '2025-01-01',
      created_at__lte: '2025-01-31',
      status: 'confirmed',
      page: '3',
      page_size: '50',
    });
    expect(q).toMatchObject({
      reference: 'bk-12',
      traveller: 'ottoline',
      customer: 'ada@',
      departFrom: '2025-01-01',
      departTo: '2025-12-31',
      status: 'confirmed',
      page: 3,
      pageSize: 50,
    });
    expect(q.createdFrom?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(q.createdBefore?.toISOString()).toBe('2025-02-01T00:00:00.000Z');
  });

  it('names every bad parameter', () => {
    const r = parseBookingQuery({
      departure_date__gte: '2025-02-30',
      departure_date__lte: 'soon',
      created_at__gte: '0000-01-01',
      created_at__lte: '2025-13-01T00:00:00Z',
      status: 'lost',
      page: '0',
      page_size: '101',
      traveller: 'x'.repeat(201),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual([
      'created_at__gte',
      'created_at__lte',
      'departure_date__gte',
      'departure_date__lte',
      'page',
      'page_size',
      'status',
      'traveller',
    ]);
    expect(r.errors.status?.[0]).toMatch(/^Choose a status from: held, /);
    expect(r.errors.page_size).toEqual(['Enter a page size from 1 to 100.']);
  });

  it('treats blank parameters as not given', () => {
    expect(ok({ reference: '  ', status: '', page: '' })).toMatchObject({
      reference: null,
      status: null,
      page: 1,
    });
  });
});
