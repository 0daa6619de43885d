import { buildRobotsTxt } from './robots';

const disallowed = (txt: string) =>
  txt
    .split('\n')
    .filter((l) => l.startsWith('Disallow: '))
    .map((l) => l.slice('Disallow: '.length));

/** Whether a path is blocked by the prefix rules (robots.txt semantics without wildcards). */
const blocks = (txt: string, path: string) => disallowed(txt).some((p) => path.startsWith(p));

describe('buildRobotsTxt', () => {
  const open = buildRobotsTxt({ origin: 'https://demo.itinera.example', invitationOnly: false });
  const inviteOnly = buildRobotsTxt({ origin: 'https://b2b.itinera.example', invitationOnly: true });

  it('points to the absolute sitemap of the site', () => {
    expect(open).toContain('\nSitemap: https://demo.itinera.example/sitemap.xml\n');
    expect(inviteOnly).toContain('\nSitemap: https://b2b.itinera.example/sitemap.xml\n');
    expect(open.startsWith('User-agent: *\n')).toBe(true);
  });

  it.each([
    '/api/v1/get_webconfig',
    '/bookings',
    '/bookingDetails/12',
    '/set-password',
    '/verify',
    '/make-payment/1/2/3',
    '/pay-success',
    '/pay-failure',
    '/payit',
    '/list/pdf/77',
    '/detail/pdf/1/77/u',
    '/search/trips/widgetsSearch/1/2',
  ])('keeps crawlers out of %s', (path) => {
    expect(blocks(open, path)).toBe(true);
    expect(blocks(inviteOnly, path)).toBe(true);
  });

  it.each([
    '/search/trips',
    '/about_us',
    '/contact-us',
    '/terms',
    '/privacy_policy',
    '/terms_conditions',
    '/updates',
  ])('lets crawlers read %s', (path) => {
    expect(blocks(open, path)).toBe(false);
    expect(blocks(inviteOnly, path)).toBe(false);
  });

  it('closes the pages behind login on an invitation-only site only', () => {
    for (const path of ['/list/42', '/detail/42', '/static_package/list', '/featured-packages']) {
      expect(blocks(inviteOnly, path)).toBe(true);
      expect(blocks(open, path)).toBe(false);
    }
  });
});

describe('buildRobotsTxt for a site with several languages', () => {
  const txt = buildRobotsTxt({
    origin: 'https://demo.itinera.example',
    invitationOnly: false,
    localePrefixes: ['/fr'],
  });

  it('keeps each language’s private pages out and lists one sitemap per language', () => {
    expect(txt).toContain('Disallow: /bookings');
    expect(txt).toContain('Disallow: /fr/bookings');
    expect(txt).toContain('Sitemap: https://demo.itinera.example/sitemap.xml');
    expect(txt).toContain('Sitemap: https://demo.itinera.example/fr/sitemap.xml');
  });
});
