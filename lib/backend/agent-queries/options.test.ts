import { FIXTURE_VARIANT } from '@/lib/backend/pdf/fixtures';
import { choicesNotOffered, optionsOf, uniqueInOrder } from './options';

describe('agent query options', () => {
  const options = optionsOf(FIXTURE_VARIANT);

  it('offers one hotel per city stay and every day item, in trip order', () => {
    expect(options.hotels.map((h) => [h.code, h.nights])).toEqual(
      FIXTURE_VARIANT.cities.map((c) => [c.hotel.code, c.nights]),
    );
    expect(options.items.map((i) => i.id)).toEqual(
      FIXTURE_VARIANT.days.flatMap((d) => d.items.map((i) => i.id)),
    );
    expect(options.items[0]).toMatchObject({ id: 'd1-leg', day: 1, kind: 'leg' });
  });

  it('names each field with the position of its first choice not offered', () => {
    expect(choicesNotOffered(options, { hotel_codes: ['PAR-HTL-014'], item_ids: ['d1-leg'] })).toEqual({});
    expect(
      choicesNotOffered(options, { hotel_codes: ['PAR-HTL-014', 'NOPE'], item_ids: ['x', 'y'] }),
    ).toEqual({
      hotel_codes: 1,
      item_ids: 0,
    });
  });

  it('keeps each choice once, in the order first given', () => {
    expect(uniqueInOrder(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
