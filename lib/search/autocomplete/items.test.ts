import { filterOf } from './items';

describe('filterOf', () => {
  it.each([
    ['location', { id: 'city:2988507', kind: 'City' }],
    ['hotel_pickup', { id: 'hotel:"quoted" \\ back\u2028slash', kind: 'Hotel' }],
    ['location_group', { id: 'région:Île-de-France', kind: 'Region' }],
  ] as const)('writes the same JSON as JSON.stringify (%s)', (type, place) => {
    expect(filterOf(type, place)).toBe(JSON.stringify({ _type: type, id: place.id, geo_type: place.kind }));
    expect(JSON.parse(filterOf(type, place))).toEqual({ _type: type, id: place.id, geo_type: place.kind });
  });
});
