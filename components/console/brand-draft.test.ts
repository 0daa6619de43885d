import { problemsOf, readBrand, writeBrand } from './brand-draft';

const CONFIG = {
  main_button_color: '#0f766e',
  theme: { primary_color: '#0f766e', secondary_color: '#ea580c' },
  tagline: 'Net rates',
  websiteimages_set: [
    { category: 'company_logo', image_url: '/logo.svg' },
    { category: 'homepage_background', image_url: '/bg.svg', image_type: 'image' },
  ],
};

describe('brand draft', () => {
  it('reads the brand fields and writes each back where the site reads it', () => {
    expect(readBrand(CONFIG)).toEqual({
      mainColour: '#0f766e',
      secondColour: '#ea580c',
      textColour: '',
      tagline: 'Net rates',
      taglineColour: '',
      font: '',
      logo: '/logo.svg',
      favicon: '',
      background: '/bg.svg',
      mobileBackground: '',
      secondaryBackground: '',
      banner: '',
      loader: '',
    });
    const next = writeBrand(writeBrand(CONFIG, 'secondColour', '#111111'), 'background', '/new.svg');
    expect(next.theme).toEqual({ primary_color: '#0f766e', secondary_color: '#111111' });
    // The main colour goes where the theme reads it first, and to the spec's field.
    const main = writeBrand(CONFIG, 'mainColour', '#aa0000');
    expect([main.main_button_color, (main.theme as { primary_color: string }).primary_color]).toEqual([
      '#aa0000',
      '#aa0000',
    ]);
    expect(readBrand({ main_button_color: '#123456' }).mainColour).toBe('#123456');
    expect(next.websiteimages_set).toEqual([
      { category: 'company_logo', image_url: '/logo.svg' },
      { category: 'homepage_background', image_url: '/new.svg', image_type: 'image' },
    ]);
    expect(writeBrand(CONFIG, 'tagline', '  ').tagline).toBeNull();
    expect(writeBrand(CONFIG, 'background', '').websiteimages_set).toEqual([CONFIG.websiteimages_set[0]]);
    // The draft given is not changed.
    expect(CONFIG.theme.secondary_color).toBe('#ea580c');
  });

  it('keeps the text colour and font in the theme, the tagline colour beside the tagline, images by category', () => {
    const next = [
      ['textColour', '#0f172a'],
      ['font', 'Inter'],
      ['taglineColour', '#ffffff'],
      ['logo', '/new-logo.svg'],
      ['favicon', '/favicon.png'],
      ['mobileBackground', '/phone.jpg'],
      ['loader', '/loading.gif'],
    ].reduce(
      (c, [field, value]) => writeBrand(c, field as Parameters<typeof writeBrand>[1], value as string),
      CONFIG as Record<string, unknown>,
    );
    expect(next.theme).toEqual({
      primary_color: '#0f766e',
      secondary_color: '#ea580c',
      text_color: '#0f172a',
      font_family: 'Inter',
    });
    expect(next.tagline_color).toBe('#ffffff');
    expect(next.websiteimages_set).toEqual([
      { category: 'company_logo', image_url: '/new-logo.svg', image_type: 'image' },
      { category: 'homepage_background', image_url: '/bg.svg', image_type: 'image' },
      { category: 'favicon', image_url: '/favicon.png', image_type: 'image' },
      { category: 'mobile_background', image_url: '/phone.jpg', image_type: 'image' },
      { category: 'loader_image', image_url: '/loading.gif', image_type: 'image' },
    ]);
    expect(readBrand(next)).toMatchObject({ font: 'Inter', favicon: '/favicon.png', loader: '/loading.gif' });
    // Emptied, the font is the site's default again and the favicon is gone.
    expect((writeBrand(next, 'font', ' ').theme as { font_family: unknown }).font_family).toBeNull();
    expect(readBrand(writeBrand(next, 'favicon', '')).favicon).toBe('');
    // An image's problem belongs to the field of its category only.
    const problems = [
      'config.websiteimages_set.2.image_url: Expected an address starting with https:// or /',
    ];
    expect(problemsOf(problems, 'favicon', next)).toEqual([
      'Expected an address starting with https:// or /',
    ]);
    expect(problemsOf(problems, 'logo', next)).toEqual([]);
  });

  it('edits the first offer banner in place, shows banners while one is left, and hides them without', () => {
    const shown = writeBrand(CONFIG, 'banner', '/offer.svg');
    expect(shown.show_banner).toBe(true);
    expect(readBrand(shown).banner).toBe('/offer.svg');
    const two = {
      ...shown,
      websiteimages_set: [
        ...(shown.websiteimages_set as object[]),
        { category: 'banner_image', image_url: '/b2.svg' },
      ],
    };
    const changed = writeBrand(two, 'banner', '/new-offer.svg');
    expect((changed.websiteimages_set as { image_url: string }[]).map((i) => i.image_url)).toEqual([
      '/logo.svg',
      '/bg.svg',
      '/new-offer.svg',
      '/b2.svg',
    ]);
    // Removing the first leaves the second, still shown; removing that one too hides banners.
    const one = writeBrand(changed, 'banner', '');
    expect([one.show_banner, readBrand(one).banner]).toEqual([true, '/b2.svg']);
    expect(writeBrand(one, 'banner', '').show_banner).toBe(false);
    // A banner configured but switched off reads as none.
    expect(readBrand({ ...shown, show_banner: false }).banner).toBe('');
  });

  it('gives an image problem to the field of that image', () => {
    const draft = writeBrand(CONFIG, 'banner', 'nope');
    const problems = [
      'config.websiteimages_set.2.image_url: Expected an absolute URL or a path starting with /',
    ];
    expect(problemsOf(problems, 'banner', draft)).toEqual([
      'Expected an absolute URL or a path starting with /',
    ]);
    expect(problemsOf(problems, 'background', draft)).toEqual([]);
  });

  it('gives each field its own server problems, without the path', () => {
    const problems = [
      'config.main_button_color: Expected a hex colour such as #0b5cad',
      'config.theme.primary_color: Expected a hex colour such as #0b5cad',
      'config.websiteimages_set.1.image_url: Expected an absolute URL or a path starting with /',
      'config.tagline_color: Expected a hex colour such as #0b5cad',
    ];
    expect(problemsOf(problems, 'mainColour')).toEqual(['Expected a hex colour such as #0b5cad']);
    expect(problemsOf(problems, 'background', CONFIG)).toEqual([
      'Expected an absolute URL or a path starting with /',
    ]);
    expect(problemsOf(problems, 'tagline')).toEqual([]);
  });
});
