import { mailtoHref, modeHref, telHref, topDestinationHref, whatsappHref } from './links';

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

describe('modeHref', () => {
  it('is the hash of the mode type', () => {
    expect(modeHref('static_packages_type')).toBe('#static_packages_type');
  });
});

describe('telHref', () => {
  it.each([
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['(020) 7946-0958', 'tel:02079460958'],
    [' +31 20 123 4567 ', 'tel:+31201234567'],
  ])('%s → %s', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
  it('is null for text without a number', () => {
    expect(telHref('call us')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('accepts an address and refuses other text', () => {
    expect(mailtoHref(' care@wanderlight.example ')).toBe('mailto:care@wanderlight.example');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
  });
});

describe('whatsappHref', () => {
  it('uses the digits of the number', () => {
    expect(whatsappHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
    expect(whatsappHref('12')).toBeNull();
  });
});
