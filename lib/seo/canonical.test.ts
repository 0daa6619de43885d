import { canonicalFor, canonicalPath } from './canonical';

describe('canonicalFor', () => {
  it('sets only alternates.canonical, so the layout OpenGraph survives the shallow merge', () => {
    expect(canonicalFor('/contact-us')).toEqual({ alternates: { canonical: '/contact-us' } });
  });

  it.each([
    ['/search/trips', '/search/trips'],
    ['search/trips', '/search/trips'],
    ['/search/trips/', '/search/trips'],
    ['/search/trips?x=1#travel_and_stay', '/search/trips'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});
