import { ZSearchSummary } from '@/lib/contract/planner';
import { ZSearchApiRequest } from '@/lib/contract/search-api';
import { searchSummary } from './search-summary';

const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

describe('searchSummary', () => {
  it('counts travellers over all rooms and names cities by their first part', () => {
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const search = ZSearchApiRequest.parse({
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'l'),
      destination: [place('Paris, France', 'p'), place('Rome, Lazio, Italy', 'r')],
      start_date: start,
      nights: [3, 4],
      rooms: [
        { adults: 2, children: [8], infants: 0 },
        { adults: 1, children: [3, 12], infants: 1 },
      ],
      currency: 'EUR',
    });
    const summary = searchSummary(search);
    expect(ZSearchSummary.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      mode: 'travel_and_stay',
      origin: 'London',
      destinations: ['Paris', 'Rome'],
      start_date: start,
      nights: [3, 4],
      adults: 3,
      children: 3,
      infants: 1,
      currency: 'EUR',
    });
  });

  it('has no origin for a stay-only search', () => {
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const search = ZSearchApiRequest.parse({
      mode: 'stay1',
      destination: [place('Lisbon, Portugal', 'x')],
      start_date: start,
      nights: [2],
      rooms: [{ adults: 1 }],
      currency: 'GBP',
    });
    expect(searchSummary(search).origin).toBeNull();
  });
});
