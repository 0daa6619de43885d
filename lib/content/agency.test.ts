import b2bSeed from '@/lib/backend/seed/tenants/b2b.json';
import demoSeed from '@/lib/backend/seed/tenants/demo.json';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { agencyFacts, countryName, postalAddressLines } from './agency';

const wcOf = (config: unknown) =>
  toWorkingConfig(ZSiteConfig.parse(config), { currencyForCountry: () => 'GBP' });

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
  it('prefers customer care contacts and names the country (demo seed)', () => {
    const facts = agencyFacts(wcOf(demoSeed.config));
    expect(facts).toEqual({
      name: 'Wanderlight Holidays',
      countryCode: 'GB',
      countryName: 'United Kingdom',
      email: 'care@wanderlight.example',
      phone: '+44 20 7946 0958',
      addressLines: ['12 Harbour Yard', 'SW10 0XD London'],
    });
  });

  it('falls back to the agency details when customer care has no entry', () => {
    const config = { ...b2bSeed.config, customercare_set: [] };
    const facts = agencyFacts(wcOf(config));
    expect(facts.email).toBe('desk@meridian-trade.example');
    expect(facts.phone).toBe('+31 201234567');
    expect(facts.countryName).toBe('Netherlands');
  });
});
