import { agencyFacts, countryInSentence, countryName, postalAddressLines } from './agency';
import { seedWorkingConfig } from './test-support';

describe('countryName', () => {
  it('names ISO codes in British English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('nl')).toBe('Netherlands');
  });
  it('is null for missing or malformed codes', () => {
    expect(countryName(null)).toBeNull();
    expect(countryName('GBR')).toBeNull();
    expect(countryName('')).toBeNull();
  });
});

describe('postalAddressLines', () => {
  it('reads street, then postcode and town, then region', () => {
    expect(
      postalAddressLines({
        address: {
          streetAddress: '12 Harbour Yard',
          postalCode: 'SW10 0XD',
          addressLocality: 'London',
          addressRegion: 'Greater London',
        },
      }),
    ).toEqual(['12 Harbour Yard', 'SW10 0XD London', 'Greater London']);
  });
  it('skips missing parts and ignores anything that is not an address object', () => {
    expect(postalAddressLines({ address: { addressLocality: 'Amsterdam' } })).toEqual(['Amsterdam']);
    expect(postalAddressLines({ address: 'Somewhere' })).toEqual([]);
    expect(postalAddressLines({})).toEqual([]);
  });
});

describe('agencyFacts', () => {
  it("gives the agency's own details and names the country (demo seed)", () => {
    const facts = agencyFacts(seedWorkingConfig('demo'));
    expect(facts).toEqual({
      name: 'Wanderlight Holidays',
      countryCode: 'GB',
      countryName: 'United Kingdom',
      email: 'hello@wanderlight.example',
      phone: '+44 20 7946 0958',
      addressLines: ['12 Harbour Yard', 'SW10 0XD London'],
      contactEmail: 'care@wanderlight.example',
    });
  });

  it('uses the agency e-mail for contact when customer care has none', () => {
    const facts = agencyFacts(seedWorkingConfig('b2b', { customercare_set: [] }));
    expect(facts.contactEmail).toBe('desk@meridian-trade.example');
    expect(facts.phone).toBe('+31 20 123 4567');
    expect(facts.countryName).toBe('Netherlands');
  });

  it('copes with an agency that gives no details at all', () => {
    const wc = seedWorkingConfig('demo', {
      agency_details: { name: 'Bare Travel', details: {} },
      customercare_set: [],
      organization: null,
    });
    expect(agencyFacts(wc)).toEqual({
      name: 'Bare Travel',
      countryCode: null,
      countryName: null,
      email: null,
      phone: null,
      addressLines: [],
      contactEmail: null,
    });
  });
});

describe('countryInSentence', () => {
  it.each([
    ['Netherlands', 'the Netherlands'],
    ['United Kingdom', 'the United Kingdom'],
    ['United States', 'the United States'],
    ['Cayman Islands', 'the Cayman Islands'],
    ['Dominican Republic', 'the Dominican Republic'],
    ['France', 'France'],
    ['India', 'India'],
  ])('%s → %s', (name, expected) => {
    expect(countryInSentence(name)).toBe(expected);
  });
});

describe('agency phone', () => {
  it('keeps a number that does not parse as it was given', () => {
    const wc = seedWorkingConfig('demo', {
      agency_details: { name: 'X', details: { code: '44', mobile_number: '12' } },
    });
    expect(agencyFacts(wc).phone).toBe('+44 12');
  });
});
