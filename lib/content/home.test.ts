import { homeModel, safeImageUrl } from './home';
import { seedWorkingConfig } from './test-support';

describe('safeImageUrl', () => {
  it.each([
    ['/assets/tenants/demo/logo.svg', '/assets/tenants/demo/logo.svg'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    [' http://cdn.example/a.png ', 'http://cdn.example/a.png'],
    // Inline images as a Travel API may send them for banners, certificates and destinations.
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/webp;base64,UklGRg==', 'data:image/webp;base64,UklGRg=='],
  ])('accepts %s', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png,raw-bytes',
    'data:image/png;base64,AAAA") ; background:url("x',
    '//evil.example/x.png',
    'relative/path.png',
    '/a.png") ; background:url("x',
    '/a b.png',
    '',
    null,
  ])('refuses %s', (input) => {
    expect(safeImageUrl(input)).toBeNull();
  });
  it('refuses an inline image too large to repeat in every page', () => {
    expect(safeImageUrl(`data:image/png;base64,${'A'.repeat(600 * 1024)}`)).toBeNull();
  });
});

describe('homeModel', () => {
  it('shows the demo site with banners, destinations, testimonials and certificates', () => {
    const m = homeModel(seedWorkingConfig('demo'));
    expect(m.agencyName).toBe('Wanderlight Holidays');
    expect(m.tagline).toBe("Trips that plan themselves. Memories that don't.");
    expect(m.background).toEqual({
      desktop: '/assets/tenants/demo/background.svg',
      mobile: '/assets/tenants/demo/background-mobile.svg',
    });
    expect(m.banners).toEqual([
      '/assets/tenants/demo/banner-summer.svg',
      '/assets/tenants/demo/banner-city.svg',
    ]);
    expect(m.topDestinations.map((d) => d.name)).toEqual([
      'Paris',
      'Rome',
      'Bali',
      'Dubai',
      'Reykjavik',
      'Kyoto',
    ]);
    expect(m.topDestinations[0]).toEqual({
      name: 'Paris',
      description: 'Cafés, the Seine and the Louvre',
      image: '/assets/destinations/paris.svg',
      href: '/search/trips?destination=Paris#travel_and_stay',
    });
    expect(m.testimonials).toHaveLength(3);
    expect(m.certificates).toEqual([
      '/assets/tenants/demo/cert-atol.svg',
      '/assets/tenants/demo/cert-abta.svg',
    ]);
    expect(m.secondaryBackground).toBe('/assets/tenants/demo/secondary.svg');
  });

  it('offers the enabled modes in order, without stay2, as hash links', () => {
    const m = homeModel(seedWorkingConfig('demo'));
    expect(m.searchSlot?.modes.map((x) => x.href)).toEqual([
      '#travel_and_stay',
      '#stay1',
      '#activity',
      '#travel',
      '#transfer',
      '#drive',
      '#static_packages_type',
      '#ferry',
      '#rail',
    ]);
    expect(m.searchSlot?.modes[0]).toEqual({
      type: 'travel_and_stay',
      label: 'Trips',
      icon: '/assets/modes/trips.svg',
      href: '#travel_and_stay',
    });
  });

  it('leaves out disabled modes (b2b has flights switched off)', () => {
    const labels = homeModel(seedWorkingConfig('b2b')).searchSlot?.modes.map((x) => x.label);
    expect(labels).toEqual(['Hotels', 'Holidays', 'Transfers', 'Tours']);
  });

  it('leads with the agency story only for the custom UI (agency 72) with an about-us text', () => {
    const about = '<p>Family-run since 1998.</p>';
    expect(homeModel(seedWorkingConfig('demo', { agency_id: 72, about_us: about })).customIntro).toEqual({
      html: about,
      aboutHref: '/about-us',
    });
    // customUI without customAboutPage links to the standard page.
    const own = seedWorkingConfig('demo', { agency_id: 9, about_us: about, capabilities: ['customUI'] });
    expect(homeModel(own).customIntro).toEqual({ html: about, aboutHref: '/about_us' });
    expect(
      homeModel(seedWorkingConfig('demo', { agency_id: 72, about_us: '<p> </p>' })).customIntro,
    ).toBeNull();
    expect(homeModel(seedWorkingConfig('demo', { about_us: about })).customIntro).toBeNull();
  });

  it('has no search slot when the site hides the search form or has no mode', () => {
    expect(homeModel(seedWorkingConfig('demo', { hide_search_form: true })).searchSlot).toBeNull();
    expect(homeModel(seedWorkingConfig('demo', { allowed_modes: [] })).searchSlot).toBeNull();
  });

  it('shows banners only with show_banner and destinations only with show_top_dest', () => {
    const off = homeModel(seedWorkingConfig('demo', { show_banner: false, show_top_dest: false }));
    expect(off.banners).toEqual([]);
    expect(off.topDestinations).toEqual([]);
    // b2b shows banners but not destinations.
    const b2b = homeModel(seedWorkingConfig('b2b'));
    expect(b2b.banners).toEqual(['/assets/tenants/b2b/banner-rates.svg']);
    expect(b2b.topDestinations).toEqual([]);
  });

  it('uses the desktop background on mobile when no mobile background is configured', () => {
    const wc = seedWorkingConfig('demo', {
      websiteimages_set: [{ category: 'homepage_background', image_url: '/bg.svg', image_type: 'image' }],
    });
    expect(homeModel(wc).background).toEqual({ desktop: '/bg.svg', mobile: '/bg.svg' });
    expect(homeModel(seedWorkingConfig('demo', { websiteimages_set: [] })).background).toEqual({
      desktop: null,
      mobile: null,
    });
  });

  it('drops unsafe image addresses from configuration', () => {
    const wc = seedWorkingConfig('demo', {
      websiteimages_set: [
        { category: 'banner_image', image_url: 'javascript:alert(1)', image_type: 'image' },
        { category: 'banner_image', image_url: '/ok.svg', image_type: 'image' },
      ],
      topdestinations_set: [{ name: 'Oslo', image_url: 'data:x', description: null, search_text: null }],
    });
    const m = homeModel(wc);
    expect(m.banners).toEqual(['/ok.svg']);
    expect(m.topDestinations[0]?.image).toBeNull();
    expect(m.topDestinations[0]?.href).toBe('/search/trips?destination=Oslo#travel_and_stay');
  });

  it('rounds ratings to whole stars within 1–5 and skips empty testimonials', () => {
    const wc = seedWorkingConfig('demo', {
      testimonials_set: [
        { name: 'A', text: 'Great', rating: 4.6 },
        { name: 'B', text: 'Fine', rating: 0 },
        { name: 'C', text: '  ', rating: 5 },
        { name: 'D', text: 'No rating', designation: ' ' },
      ],
    });
    expect(homeModel(wc).testimonials).toEqual([
      { name: 'A', designation: null, text: 'Great', rating: 5, image: null },
      { name: 'B', designation: null, text: 'Fine', rating: null, image: null },
      { name: 'D', designation: null, text: 'No rating', rating: null, image: null },
    ]);
  });

  it('has no tagline when the configured one is blank', () => {
    expect(homeModel(seedWorkingConfig('demo', { tagline: '   ' })).tagline).toBeNull();
  });
});
