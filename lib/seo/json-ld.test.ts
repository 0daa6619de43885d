import { buildTravelAgencyJsonLd, serializeJsonLd } from './json-ld';
import { b2bConfig, demoConfig } from './test-support';

const origin = 'https://demo.itinera.example';

describe('buildTravelAgencyJsonLd', () => {
  it('describes the demo agency as a TravelAgency with its customer-service phone', () => {
    const ld = buildTravelAgencyJsonLd(demoConfig(), origin);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': `${origin}/#organization`,
      name: 'Wanderlight Holidays',
      url: `${origin}/search/trips`,
      logo: `${origin}/assets/tenants/demo/logo.svg`,
      image: `${origin}/assets/tenants/demo/background.svg`,
      email: 'care@wanderlight.example',
      telephone: '+44 20 7946 0958',
      foundingDate: '2009',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Harbour Yard',
        addressLocality: 'London',
        postalCode: 'SW10 0XD',
        addressCountry: 'GB',
      },
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+44 20 7946 0958',
          email: 'care@wanderlight.example',
        },
      ],
    });
    expect(ld.description).toMatch(/^Plan and book complete trips/);
  });

  it('lists every social link as sameAs, but not header or footer links', () => {
    const ld = buildTravelAgencyJsonLd(demoConfig(), origin);
    expect(ld.sameAs).toEqual([
      'https://www.facebook.com/wanderlight',
      'https://www.instagram.com/wanderlight',
      'https://x.com/wanderlight',
      'https://www.youtube.com/@wanderlight',
    ]);
    expect(buildTravelAgencyJsonLd(b2bConfig(), origin).sameAs).toEqual([
      'https://www.linkedin.com/company/meridian-trade',
    ]);
  });

  it('adds organization.sameAs without duplicates and drops non-http links', () => {
    const wc = demoConfig({
      organization: {
        sameAs: ['https://x.com/wanderlight', 'https://tripadvisor.example/w', 'javascript:alert(1)'],
      },
    });
    const sameAs = buildTravelAgencyJsonLd(wc, origin).sameAs as string[];
    expect(sameAs.filter((u) => u === 'https://x.com/wanderlight')).toHaveLength(1);
    expect(sameAs).toContain('https://tripadvisor.example/w');
    expect(sameAs.some((u) => u.startsWith('javascript'))).toBe(false);
  });

  it('falls back to the agency e-mail and leaves out what is not configured', () => {
    const wc = demoConfig({
      customercare_set: [],
      organization: null,
      sitelink_set: [],
      websiteimages_set: [],
      meta_description: null,
    });
    const ld = buildTravelAgencyJsonLd(wc, origin);
    expect(ld.email).toBe('hello@wanderlight.example');
    expect(ld.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'customer service', email: 'hello@wanderlight.example' },
    ]);
    for (const key of ['telephone', 'address', 'sameAs', 'logo', 'image', 'description', 'foundingDate']) {
      expect(ld).not.toHaveProperty(key);
    }
  });

  it('ignores malformed or unknown organization fields instead of publishing them', () => {
    const wc = demoConfig({
      organization: { address: 'somewhere', foundingDate: 2009, secret: 'x', legalName: 'W Ltd' },
    });
    const ld = buildTravelAgencyJsonLd(wc, origin);
    expect(ld).not.toHaveProperty('address');
    expect(ld).not.toHaveProperty('foundingDate');
    expect(ld).not.toHaveProperty('secret');
    expect(ld.legalName).toBe('W Ltd');
  });

  it('uses the b2b agency address and phone', () => {
    const ld = buildTravelAgencyJsonLd(b2bConfig(), 'https://b2b.itinera.example');
    expect(ld.name).toBe('Meridian Trade Travel');
    expect(ld.address).toMatchObject({ addressLocality: 'Amsterdam', addressCountry: 'NL' });
    expect(ld.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'customer service', telephone: '+31 20 123 4567' }),
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of a script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a & b > c\u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
