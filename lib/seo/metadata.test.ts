import { buildSiteMetadata, iconUrl, keywordsOf, shareImageOf } from './metadata';
import { b2bConfig, demoConfig } from './test-support';

const origin = 'http://demo.localhost:3104';

describe('buildSiteMetadata', () => {
  const md = buildSiteMetadata(demoConfig(), origin);

  it('titles the site with browser_tab_header and describes it with meta_description and meta', () => {
    expect(md.title).toEqual({
      default: 'Wanderlight Holidays | Trips, hotels and tours planned for you',
      template: '%s | Wanderlight Holidays',
    });
    expect(md.description).toMatch(/^Plan and book complete trips/);
    expect(md.keywords).toEqual(['holidays', 'trip planner', 'city breaks', 'tours', 'hotels', 'flights']);
  });

  it('resolves relative URLs against the site origin', () => {
    expect(md.metadataBase?.toString()).toBe(`${origin}/`);
    // The favicon stays a path on the page's own origin (see iconUrl).
    expect(md.icons).toEqual({ icon: '/assets/tenants/demo/favicon.svg' });
  });

  it('links a favicon on the site by its path and one elsewhere by its URL', () => {
    expect(iconUrl('/assets/tenants/demo/favicon.svg', origin)).toBe('/assets/tenants/demo/favicon.svg');
    expect(iconUrl('https://cdn.example.com/icon.png', origin)).toBe('https://cdn.example.com/icon.png');
    expect(iconUrl('assets/icon.png', origin)).toBe(`${origin}/assets/icon.png`);
    expect(iconUrl('//evil.example/icon.png', origin)).toBe('http://evil.example/icon.png');
    expect(iconUrl('javascript:alert(1)', origin)).toBe('/favicon.ico');
    expect(iconUrl(null, origin)).toBe('/favicon.ico');
  });

  it('describes the site to OpenGraph and Twitter with the home background', () => {
    expect(md.openGraph).toEqual({
      type: 'website',
      siteName: 'Wanderlight Holidays',
      title: 'Wanderlight Holidays | Trips, hotels and tours planned for you',
      description: md.description,
      locale: 'en_GB',
      images: [{ url: `${origin}/assets/tenants/demo/background.svg`, alt: 'Wanderlight Holidays' }],
    });
    expect(md.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [`${origin}/assets/tenants/demo/background.svg`],
    });
  });

  it('names the page language to OpenGraph, and no other (the sitemap names them)', () => {
    expect(buildSiteMetadata(demoConfig(), origin, 'ar-AE').openGraph).toMatchObject({ locale: 'ar_AE' });
    expect(buildSiteMetadata(demoConfig(), origin).openGraph).not.toHaveProperty('alternateLocale');
  });

  it('is different for the b2b tenant', () => {
    const b2b = buildSiteMetadata(b2bConfig(), 'http://b2b.localhost:3104');
    expect(b2b.title).toMatchObject({ default: 'Meridian Trade Travel — agent booking desk' });
    expect(b2b.openGraph).toMatchObject({ siteName: 'Meridian Trade Travel' });
  });

  it('falls back to the agency name, the served favicon and the logo', () => {
    const wc = demoConfig({
      browser_tab_header: '  ',
      meta: null,
      meta_description: null,
      websiteimages_set: [{ category: 'company_logo', image_url: 'https://cdn.example.com/logo.png' }],
    });
    const fallback = buildSiteMetadata(wc, origin);
    expect(fallback.title).toMatchObject({ default: 'Wanderlight Holidays' });
    expect(fallback.description).toBeUndefined();
    expect(fallback.keywords).toBeUndefined();
    expect(fallback.icons).toMatchObject({ icon: '/favicon.ico' });
    expect(fallback.openGraph).toMatchObject({ images: [{ url: 'https://cdn.example.com/logo.png' }] });
    expect(fallback.twitter).toMatchObject({ card: 'summary' });
  });
});

describe('keywordsOf', () => {
  it('splits the comma-separated meta field', () => {
    expect(keywordsOf(' a, b ,, c ')).toEqual(['a', 'b', 'c']);
    expect(keywordsOf(null)).toEqual([]);
  });
});

describe('shareImageOf', () => {
  it('is null when neither background nor logo is configured', () => {
    expect(shareImageOf(demoConfig({ websiteimages_set: [] }), origin)).toBeNull();
  });
});
