import { HOME_PATH } from '@/lib/shell/path-rules';
import { publicPagePaths } from './paths';
import { buildSitemapXml, escapeXml } from './sitemap';
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

describe('buildSitemapXml', () => {
  it('writes one <url><loc> per URL in a sitemaps.org urlset', () => {
    const xml = buildSitemapXml(['https://a.example/search/trips', 'https://a.example/terms']);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.match(/<url><loc>[^<]+<\/loc><\/url>/g)).toEqual([
      '<url><loc>https://a.example/search/trips</loc></url>',
      '<url><loc>https://a.example/terms</loc></url>',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml(['https://a.example/?a=1&b=<2>'])).toContain(
      '<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>',
    );
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });
});
