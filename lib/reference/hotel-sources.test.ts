import { HOTEL_SOURCES, isHotelSource } from './hotel-sources';

describe('hotel sources (spec §9)', () => {
  it('are grn, offline, tbo and hotelbeds', () => {
    expect(HOTEL_SOURCES).toEqual(['grn', 'offline', 'tbo', 'hotelbeds']);
  });

  it('tells a source from any other name', () => {
    expect(HOTEL_SOURCES.every(isHotelSource)).toBe(true);
    expect(isHotelSource('expedia')).toBe(false);
    expect(isHotelSource('GRN')).toBe(false);
  });
});
