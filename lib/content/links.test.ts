import { topDestinationHref } from './links';

describe('topDestinationHref', () => {
  it('links to the search page with the destination and the trips mode', () => {
    expect(topDestinationHref({ name: 'Paris', search_text: 'Paris' })).toBe(
      '/search/trips?destination=Paris#travel_and_stay',
    );
  });
  it('prefers search_text over the name and encodes it', () => {
    expect(topDestinationHref({ name: 'Rome', search_text: 'Rome, Lazio & Italy' })).toBe(
      '/search/trips?destination=Rome%2C+Lazio+%26+Italy#travel_and_stay',
    );
  });
  it('falls back to the name when search_text is empty or missing', () => {
    expect(topDestinationHref({ name: ' Kyoto ', search_text: '  ' })).toBe(
      '/search/trips?destination=Kyoto#travel_and_stay',
    );
    expect(topDestinationHref({ name: 'Bali', search_text: null })).toBe(
      '/search/trips?destination=Bali#travel_and_stay',
    );
  });
});
