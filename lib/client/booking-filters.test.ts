import { bookingFiltersFromParams, bookingListQuery, bookingsHref, searching } from './booking-filters';

describe('My Bookings filters in the address', () => {
  it('reads every filter under the API names, trimmed; unknown status and bad page fall back', () => {
    const f = bookingFiltersFromParams({
      reference: ' BK-1 ',
      traveller: ['Ottoline', 'ignored'],
      customer: 'ada@',
      departure_date__gte: '2025-01-01',
      departure_date__lte: '2025-12-31',
      created_at__gte: '2024-12-01',
      created_at__lte: 'soon',
      status: 'lost',
      page: '-2',
    });
    expect(f).toEqual({
      reference: 'BK-1',
      traveller: 'Ottoline',
      customer: 'ada@',
      departFrom: '2025-01-01',
      departTo: '2025-12-31',
      bookedFrom: '2024-12-01',
      bookedTo: 'soon',
      status: '',
      page: 1,
    });
  });

  it('makes the call query and the paging links from the set filters only', () => {
    const f = bookingFiltersFromParams({ traveller: 'Ottoline', status: 'confirmed', page: '2' });
    expect(bookingListQuery(f)).toEqual({ traveller: 'Ottoline', status: 'confirmed', page: '2' });
    expect(bookingsHref(f, 1)).toBe('/bookings?traveller=Ottoline&status=confirmed');
    expect(bookingsHref(f, 3)).toBe('/bookings?traveller=Ottoline&status=confirmed&page=3');
    expect(searching(f)).toBe(true);
    const none = bookingFiltersFromParams({ page: '4' });
    expect(bookingsHref(none, 1)).toBe('/bookings');
    expect(searching(none)).toBe(false);
  });
});
