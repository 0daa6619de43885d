import { HOME_PATH } from '@/lib/shell/path-rules';
import { publicPagePaths } from './paths';
import { buildSitemapXml, escapeXml, sitemapEntries } from './sitemap';
import { b2bConfig, demoConfig } from './test-support';

describe('publicPagePaths', () => {
  it('lists home and the info pages the demo tenant has', () => {
    expect(publicPagePaths(demoConfig())).toEqual([
      HOME_PATH,
      '/about_us',
      '/updates',
      '/contact-us',
      '/terms',
      '/privacy_policy',
      '/terms_conditions',
    ]);
  });

  it('leaves out updates when the tenant has none (b2b) and about_us when it is blank', () => {
    expect(publicPagePaths(b2bConfig())).not.toContain('/updates');
    expect(publicPagePaths(b2bConfig())).toContain('/about_us');
    expect(publicPagePaths(demoConfig({ about_us: '   ' }))).not.toContain('/about_us');
  });

  it('adds the custom about-us page only for an agency with that capability', () => {
    expect(publicPagePaths(demoConfig())).not.toContain('/about-us');
    expect(publicPagePaths(demoConfig({ agency_id: 72 }))).toContain('/about-us');
  });
});

const bare = (...locs: string[]) => locs.map((loc) => ({ loc, alternates: [] }));

describe('buildSitemapXml', () => {
  it('writes one <url><loc> per URL in a sitemaps.org urlset', () => {
    const xml = buildSitemapXml(bare('https://a.example/search/trips', 'https://a.example/terms'));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml.match(/<url><loc>[^<]+<\/loc><\/url>/g)).toEqual([
      '<url><loc>https://a.example/search/trips</loc></url>',
      '<url><loc>https://a.example/terms</loc></url>',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml(bare('https://a.example/?a=1&b=<2>'))).toContain(
      '<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>',
    );
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });
});

describe('sitemapEntries: hreflang alternates in the sitemap (issue 31)', () => {
  const at = (path: string, locale: string) =>
    `https://a.example${locale === 'en-GB' ? '' : `/${locale.slice(0, 2)}`}${path}`;
  const site = { locales: ['en-GB', 'fr-FR', 'ar-AE'], defaultLocale: 'en-GB' };

  it("lists each page at the language's address with every language, itself and x-default included", () => {
    const [home] = sitemapEntries(['/search/trips'], at, { ...site, locale: 'fr-FR' });
    expect(home).toEqual({
      loc: 'https://a.example/fr/search/trips',
      alternates: [
        ['en-GB', 'https://a.example/search/trips'],
        ['fr-FR', 'https://a.example/fr/search/trips'],
        ['ar-AE', 'https://a.example/ar/search/trips'],
        ['x-default', 'https://a.example/search/trips'],
      ],
    });
    const xml = buildSitemapXml(sitemapEntries(['/search/trips', '/terms'], at, { ...site, locale: 'en-GB' }));
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>/g)).toHaveLength(8);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar-AE" href="https://a.example/ar/terms"/>');
  });

  it('adds no alternates on a site with one language', () => {
    const entries = sitemapEntries(['/terms'], at, { locale: 'en-GB', locales: ['en-GB'], defaultLocale: 'en-GB' });
    expect(entries).toEqual([{ loc: 'https://a.example/terms', alternates: [] }]);
    expect(buildSitemapXml(entries)).not.toContain('xhtml:link');
  });
});
