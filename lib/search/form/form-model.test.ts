import dayjs from 'dayjs';
import type { TAutocompleteItem } from '@/lib/contract/search';
import { searchRequestSchema } from '@/lib/contract/search-api';
import {
  alignNights,
  buildRequest,
  endDate,
  initialState,
  MODE_FORMS,
  modeFromHash,
  partyCounts,
  showsReturnDate,
} from './form-model';
import { fieldErrors } from './issues';

const place = (name: string): TAutocompleteItem =>
  ({ name, id: name.toLowerCase(), type: 'location', geo_type: 'City' }) as TAutocompleteItem;
const today = dayjs('2027-05-01');
const schema = searchRequestSchema(() => new Date('2027-05-01T12:00:00Z'));

describe('search form model', () => {
  it('ends a stay after its nights', () => {
    expect(endDate('2027-05-10', [3, 4])).toBe('2027-05-17');
  });

  it('builds the exact v2/search_api body of a trip search', () => {
    const s = {
      ...initialState('travel_and_stay', today),
      origin: place('London'),
      destination: [place('Paris'), place('Rome')],
      nights: [3, 4],
      startDate: '2027-05-10',
    };
    s.rooms = [{ adults: 2, children: [8], infants: 0 }];
    const req = buildRequest(s, 'EUR');
    expect(req).toEqual({
      mode: 'travel_and_stay',
      origin: place('London'),
      destination: [place('Paris'), place('Rome')],
      start_date: '2027-05-10',
      nights: [3, 4],
      rooms: [{ adults: 2, children: [8], infants: 0 }],
      currency: 'EUR',
    });
    expect(schema.safeParse(req).success).toBe(true);
  });

  it('every mode form validates once its places are picked, and names the missing field otherwise', () => {
    for (const form of Object.values(MODE_FORMS)) {
      const s = initialState(form.mode, today);
      const empty = schema.safeParse(buildRequest(s, 'GBP'));
      expect(empty.success).toBe(false);
      if (!empty.success) expect(Object.keys(fieldErrors(empty.error.issues))).toContain('destination');
      s.destination = [place('Paris')];
      if (form.origin) s.origin = place('London');
      s.nights = form.nights ? [2] : [];
      const full = schema.safeParse(buildRequest(s, 'GBP'));
      expect([form.mode, full.success]).toEqual([form.mode, true]);
    }
  });

  it('multi-city flights send their legs and no top-level origin', () => {
    const s = { ...initialState('travel', today), flightMode: 'multi_city' as const };
    s.legs = [
      { origin: place('London'), destination: place('Paris'), date: '2027-05-10' },
      { origin: place('Paris'), destination: place('Rome'), date: '2027-05-08' },
    ];
    const req = buildRequest(s, 'GBP');
    expect(req.multi_city).toBe(true);
    expect(req.origin).toBeUndefined();
    const parsed = schema.safeParse(req);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrors(parsed.error.issues)['multicity_flights.1.date']).toBe('legsInOrder');
  });

  it('the drive form asks for a drop-off date and sends it as return_date, checked against the pick-up', () => {
    const form = MODE_FORMS.drive;
    expect(form.returnDateLabel).toBe('dropOffDate');
    expect(showsReturnDate(form, 'one_way')).toBe(true);
    expect(showsReturnDate(MODE_FORMS.travel, 'one_way')).toBe(false);
    expect(showsReturnDate(MODE_FORMS.travel, 'return')).toBe(true);
    expect(showsReturnDate(MODE_FORMS.transfer, 'return')).toBe(false);
    const s = {
      ...initialState('drive', today),
      origin: place('Nice'),
      destination: [place('Monaco')],
      startDate: '2027-05-10',
      returnDate: '2027-05-13',
    };
    const req = buildRequest(s, 'EUR');
    expect(req.return_date).toBe('2027-05-13');
    expect(req.flightMode).toBeUndefined();
    expect(schema.safeParse(req).success).toBe(true);
    const early = schema.safeParse(buildRequest({ ...s, returnDate: '2027-05-09' }, 'EUR'));
    expect(early.success).toBe(false);
    if (!early.success) expect(fieldErrors(early.error.issues).return_date).toBe('returnBeforeStart');
    // A transfer form has no second date.
    expect(buildRequest({ ...s, mode: 'transfer' }, 'EUR').return_date).toBeUndefined();
  });

  it('keeps nights of kept destinations and gives new ones the default', () => {
    expect(alignNights([place('Paris'), place('Rome')], [place('Rome'), place('Oslo')], [5, 6])).toEqual([
      6, 3,
    ]);
  });

  it('counts a party and reads the mode from the hash', () => {
    expect(
      partyCounts([
        { adults: 2, children: [3, 9], infants: 1 },
        { adults: 1, children: [], infants: 0 },
      ]),
    ).toEqual({ rooms: 2, adults: 3, children: 2, infants: 1 });
    expect(modeFromHash('#stay1', ['travel_and_stay', 'stay1'])).toBe('stay1');
    expect(modeFromHash('#rail', ['travel_and_stay'])).toBeNull();
  });
});
