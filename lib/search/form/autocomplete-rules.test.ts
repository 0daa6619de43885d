import type { TAutocompleteItem } from '@/lib/contract/search';
import {
  addTag,
  allowsSeveralTags,
  applyDestinationFilter,
  clearTagsOnEmptyInput,
  dedupeByNameAndType,
  defaultSearchMode,
  destinationFilters,
  displayName,
  emptyResultKeys,
  inputAfterTagRemoved,
  isSelectable,
  localSearchOption,
  nextEnabledIndex,
  overrideWithPortsOrRails,
  placeholderKey,
  prepareResults,
  secondaryLine,
  shouldSearch,
  showsZeroActivities,
  sortRail,
  truncateTag,
} from './autocomplete-rules';

const item = (name: string, extra: Partial<TAutocompleteItem> = {}): TAutocompleteItem =>
  ({
    name,
    id: extra.id ?? name.toLowerCase(),
    type: 'location',
    geo_type: 'City',
    ...extra,
  }) as TAutocompleteItem;

describe('placeholders and empty texts (§2)', () => {
  it.each([
    ['activity', 'placeholderActivity'],
    ['destination', 'placeholderDestination'],
    ['destination-hotels', 'placeholderDestinationHotels'],
    ['flight-destination', 'placeholderFlightDestination'],
    ['hotel', 'placeholderHotel'],
    ['static-dest', 'placeholderStaticDest'],
    ['origin', 'placeholderDefault'],
    ['rail', 'placeholderDefault'],
  ] as const)('%s → %s', (type, key) => expect(placeholderKey(type)).toBe(key));

  it('activities have their own empty texts', () => {
    expect(emptyResultKeys('activity').title).toBe('emptyActivitiesTitle');
    expect(emptyResultKeys('destination').title).toBe('emptyDestinationTitle');
  });

  it('maps types to the numeric modes of §7', () => {
    expect(defaultSearchMode('origin')).toBe(5);
    expect(defaultSearchMode('destination-hotels')).toBe(3);
    expect(defaultSearchMode('hotel_pickup')).toBe(13);
    expect(defaultSearchMode('rail')).toBe(14);
    expect(defaultSearchMode('ferry')).toBe(15);
    expect(defaultSearchMode('selfdrive-destination')).toBe(11);
    expect(defaultSearchMode('activity')).toBe(7);
  });
});

describe('search trigger (§5)', () => {
  it.each([
    ['par', null, true],
    ['par', 'par', false],
    [' par ', 'par', false],
    ['', null, false],
    ['   ', 'x', false],
    ['pari', 'par', true],
  ])('%p after %p → %p', (text, last, expected) => expect(shouldSearch(text, last)).toBe(expected));
});

describe('tags (§4, §5)', () => {
  it('cuts names over 35 characters with an ellipsis and leaves shorter ones alone', () => {
    const long = 'Santa Maria della Salute, Venice, Italy';
    expect(truncateTag(long)).toBe(`${long.slice(0, 35)}…`);
    expect(truncateTag('x'.repeat(35))).toBe('x'.repeat(35));
  });

  it('types without destination keep one tag: a new pick replaces it', () => {
    const { tags } = addTag([item('London')], item('Paris'), 'origin');
    expect(tags.map((t) => t.name)).toEqual(['Paris']);
    expect(allowsSeveralTags('origin')).toBe(false);
  });

  it('destination types take several tags and refuse duplicates', () => {
    let tags = addTag([], item('Paris'), 'destination').tags;
    tags = addTag(tags, item('Rome'), 'destination').tags;
    const again = addTag(tags, item('Paris', { id: 'other-id' }), 'destination');
    expect(again.added).toBe(false);
    expect(again.tags.map((t) => t.name)).toEqual(['Paris', 'Rome']);
  });

  it('refuses items without paid activities and unknown destinations', () => {
    expect(addTag([], item('Nowhere', { has_paid_activities: false }), 'activity').added).toBe(false);
    expect(addTag([], item('Atlantis', { destination_not_found: true }), 'destination').added).toBe(false);
    expect(isSelectable(item('Paris', { has_paid_activities: true }))).toBe(true);
  });

  it('removing a tag empties the input, or restores its text for activity/hotel types with the reset option', () => {
    const tag = item('Louvre tour', { searchText: 'louvre' });
    expect(inputAfterTagRemoved('destination', tag, true)).toBe('');
    expect(inputAfterTagRemoved('activity', tag, false)).toBe('');
    expect(inputAfterTagRemoved('activity', tag, true)).toBe('louvre');
    expect(inputAfterTagRemoved('hotel', item('The Ritz'), true)).toBe('The Ritz');
  });

  it('emptying the input clears the tags once', () => {
    let state = clearTagsOnEmptyInput('pa', '', false);
    expect(state.clear).toBe(true);
    state = clearTagsOnEmptyInput('', '', state.clearedAlready);
    expect(state.clear).toBe(false);
    state = clearTagsOnEmptyInput('', 'r', state.clearedAlready);
    expect(state).toEqual({ clear: false, clearedAlready: false });
    expect(clearTagsOnEmptyInput('r', '', state.clearedAlready).clear).toBe(true);
  });

  it('the local search option carries the typed text', () => {
    const opt = localSearchOption(' louvre ');
    expect(opt).toMatchObject({ localSearchOption: true, searchText: 'louvre', name: 'louvre' });
    expect(addTag([], opt, 'activity').added).toBe(true);
  });
});

describe('result lists (§5)', () => {
  it("prefixes '(Any) ' to airports with Any in the code", () => {
    expect(displayName(item('London (Any)', { geo_type: 'Airport', airport_code: 'Any' }))).toBe(
      '(Any) London (Any)',
    );
    expect(displayName(item('Paris (ANY)', { geo_type: 'Airport' }))).toBe('(Any) Paris (ANY)');
    expect(displayName(item('New York (JFK)', { geo_type: 'Airport', airport_code: 'JFK' }))).toBe(
      'New York (JFK)',
    );
    expect(displayName(item('Anywhere, Spain'))).toBe('Anywhere, Spain');
  });

  it('de-duplicates by name plus type', () => {
    const list = dedupeByNameAndType([
      item('Paris'),
      item('paris', { id: '2' }),
      item('Paris', { id: '3', type: 'airport' }),
    ]);
    expect(list.map((i) => i.id)).toEqual(['paris', '3']);
  });

  it("sorts rail lists with 'All stations' first", () => {
    const sorted = sortRail([item('Paris Nord'), item('Paris (All stations)'), item('Paris Est')]);
    expect(sorted.map((i) => i.name)).toEqual(['Paris (All stations)', 'Paris Nord', 'Paris Est']);
  });

  it('ports or rails override the general list when present', () => {
    const general = [item('Dover'), item('Dover Port', { geo_type: 'Port', type: 'port' })];
    expect(overrideWithPortsOrRails(general).map((i) => i.name)).toEqual(['Dover Port']);
    const rails = [item('Calais-Ville', { geo_type: 'Station' })];
    expect(overrideWithPortsOrRails(general, { rails }).map((i) => i.name)).toEqual(['Calais-Ville']);
    expect(overrideWithPortsOrRails([item('Dover')]).map((i) => i.name)).toEqual(['Dover']);
  });

  it('hotel-filter shows the first result; other hotel and activity lists skip it', () => {
    const list = [item('Query echo'), item('Hotel A'), item('Hotel B')];
    expect(prepareResults(list, { type: 'hotel', hotelFilter: true }).map((i) => i.name)).toEqual([
      'Query echo',
      'Hotel A',
      'Hotel B',
    ]);
    expect(prepareResults(list, { type: 'hotel' }).map((i) => i.name)).toEqual(['Hotel A', 'Hotel B']);
    expect(prepareResults(list, { type: 'activity' }).map((i) => i.name)).toEqual(['Hotel A', 'Hotel B']);
    expect(prepareResults(list, { type: 'destination' })).toHaveLength(3);
  });

  it('rail answers are overridden, de-duplicated and sorted together', () => {
    const list = [
      item('Lyon Part-Dieu', { geo_type: 'Station' }),
      item('Lyon'),
      item('Lyon (All stations)', { geo_type: 'Station' }),
      item('Lyon Part-Dieu', { geo_type: 'Station', id: 'dup' }),
    ];
    expect(prepareResults(list, { type: 'rail' }).map((i) => i.name)).toEqual([
      'Lyon (All stations)',
      'Lyon Part-Dieu',
    ]);
  });

  it("old activity lists mark destinations without paid activities '(0 activities)'", () => {
    expect(showsZeroActivities({ has_paid_activities: false }, true)).toBe(true);
    expect(showsZeroActivities({ has_paid_activities: false }, false)).toBe(false);
    expect(showsZeroActivities({ has_paid_activities: null }, true)).toBe(false);
  });

  it('activities show their price, hotels their location', () => {
    expect(secondaryLine(item('Louvre', { geo_type: 'Activity', price: 25 }))).toEqual({
      kind: 'price',
      value: '25',
    });
    expect(secondaryLine(item('The Ritz, London, United Kingdom', { geo_type: 'Hotel' }))).toEqual({
      kind: 'location',
      value: 'London, United Kingdom',
    });
    expect(secondaryLine(item('Paris'))).toEqual({ kind: 'none', value: '' });
  });
});

describe('destination filter list (§2, §6)', () => {
  it('has Packages only in static_packages mode', () => {
    expect(destinationFilters({ staticPackages: false, hideLastTwo: false })).toEqual([
      'All',
      'Continent',
      'Region',
      'Country',
    ]);
    expect(destinationFilters({ staticPackages: true, hideLastTwo: false })).toEqual([
      'All',
      'Continent',
      'Region',
      'Country',
      'Packages',
    ]);
  });
  it('hides the last two options for hideLastTwoDropdownOptions', () => {
    expect(destinationFilters({ staticPackages: false, hideLastTwo: true })).toEqual(['All', 'Continent']);
    expect(destinationFilters({ staticPackages: true, hideLastTwo: true })).toEqual([
      'All',
      'Continent',
      'Region',
    ]);
  });
  it('filters by geo type', () => {
    const list = [
      item('Europe', { geo_type: 'Continent' }),
      item('Tuscany', { geo_type: 'Region' }),
      item('Italy Tour', { geo_type: 'Organized Packages' }),
    ];
    expect(applyDestinationFilter(list, 'Region').map((i) => i.name)).toEqual(['Tuscany']);
    expect(applyDestinationFilter(list, 'Packages').map((i) => i.name)).toEqual(['Italy Tour']);
    expect(applyDestinationFilter(list, 'All')).toHaveLength(3);
  });
});

describe('keyboard movement', () => {
  const enabled = [true, false, true, true];
  it.each([
    [-1, 1, 0],
    [0, 1, 2],
    [3, 1, 0],
    [0, -1, 3],
    [-1, -1, 3],
    [2, 'first', 0],
    [0, 'last', 3],
  ] as const)('from %p going %p → %p', (from, dir, expected) =>
    expect(nextEnabledIndex(enabled, from, dir)).toBe(expected),
  );
  it('answers -1 when nothing can be picked', () => {
    expect(nextEnabledIndex([false, false], -1, 1)).toBe(-1);
    expect(nextEnabledIndex([], 0, 'first')).toBe(-1);
  });
});
