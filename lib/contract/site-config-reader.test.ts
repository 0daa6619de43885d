import { ZSiteConfig } from './site-config';
import { readSiteConfig } from './site-config-reader';

/**
 * One row per field of the site configuration (spec §3 "as received"): each shape a Travel API may
 * send for it (the spec names the field, rarely its shape) read into the canonical value, and one
 * value no reader can make sense of, which falls back to the default and is named.
 */

const BASE = { agency_details: { name: 'Base Travel', details: {} }, subdomain: 'base', agency_id: 1 };

type Row = {
  /** [what the API sends, what the storefront reads] */
  accepts: [unknown, unknown][];
  /** A value that cannot be read, and the default it falls back to. */
  unreadable: [unknown, unknown];
};

const bool = (fallback: boolean | undefined): Row => ({
  accepts: [
    [true, true],
    [false, false],
    ['true', true],
    ['False', false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
  ],
  unreadable: ['perhaps', fallback],
});

const text = (): Row => ({
  accepts: [
    ['Hello', 'Hello'],
    [null, null],
    [42, '42'],
  ],
  unreadable: [{ nested: true }, undefined],
});

const FIELDS: Record<string, Row> = {
  agency_details: {
    accepts: [
      [
        { name: 'Sunrise', details: { country: 'IN', code: 91, mobile_number: 9812345678 } },
        { name: 'Sunrise', details: { country: 'IN', code: '91', mobile_number: '9812345678' } },
      ],
      [{ name: 'No details' }, { name: 'No details', details: {} }],
      ['{"name":"As JSON","details":{}}', { name: 'As JSON', details: {} }],
    ],
    // Without a name the site is still served, named after the site it was asked for.
    unreadable: [{ details: { country: 'IN' } }, { name: 'odd', details: {} }],
  },
  subdomain: { accepts: [['sunrise', 'sunrise']], unreadable: [['x'], 'odd'] },
  agency_id: {
    accepts: [
      [5001, 5001],
      ['5001', 5001],
    ],
    unreadable: ['five', 0],
  },
  user_id: {
    accepts: [
      [9001, 9001],
      ['9001', 9001],
      [null, null],
    ],
    unreadable: ['nobody', undefined],
  },
  partner: {
    accepts: [
      [701, 701],
      ['701', 701],
      [
        { id: '701', vendor_type: 'default' },
        { id: 701, vendor_type: 'default' },
      ],
    ],
    unreadable: [{ name: 'no id' }, undefined],
  },
  vendor_type: {
    accepts: [
      ['b2b-whiteLabel', 'b2b-whiteLabel'],
      [null, null],
    ],
    unreadable: ['wholesale', undefined],
  },
  allowed_modes: {
    accepts: [
      [
        [{ order: '2', display_name: 'Hotels', enabled: 'true', type: 'stay1', image: null }],
        [{ order: 2, display_name: 'Hotels', enabled: true, type: 'stay1', image: null }],
      ],
      [
        [{ display_name: 'Packages', enabled: 1, type: 'static_packages_type' }],
        [{ display_name: 'Packages', enabled: true, type: 'static_packages_type' }],
      ],
      [
        '[{"display_name":"Trips","type":"travel_and_stay"}]',
        [{ display_name: 'Trips', type: 'travel_and_stay', enabled: true }],
      ],
    ],
    unreadable: ['travel_and_stay,activity', []],
  },
  offline_inventory_enabled: bool(false),
  browser_tab_header: text(),
  meta: text(),
  meta_description: text(),
  tagline: text(),
  tagline_color: text(),
  testimonials_set: {
    accepts: [
      [[{ name: 'Ann', text: 'Great', rating: 5 }], [{ name: 'Ann', text: 'Great', rating: 5 }]],
      [
        [{ customer_name: 'Asha', review: 'On time', stars: '5', city: 'Pune' }],
        [
          {
            customer_name: 'Asha',
            review: 'On time',
            stars: '5',
            city: 'Pune',
            name: 'Asha',
            text: 'On time',
            rating: 5,
            designation: 'Pune',
          },
        ],
      ],
      [
        [{ author: 'Tom', comment: 'Lovely', rating: 4 }],
        [{ author: 'Tom', comment: 'Lovely', rating: 4, name: 'Tom', text: 'Lovely' }],
      ],
      [
        [{ name: 'Meera', testimonial: 'Fast quotes', designation: 'Agent' }],
        [{ name: 'Meera', testimonial: 'Fast quotes', designation: 'Agent', text: 'Fast quotes' }],
      ],
    ],
    unreadable: ['coming soon', []],
  },
  customercare_set: {
    accepts: [
      [
        [{ type: 'customer_care_number', value: 441234567 }],
        [{ type: 'customer_care_number', value: '441234567' }],
      ],
    ],
    unreadable: [{ phone: '1' }, []],
  },
  payment_gateway_provider: text(),
  payment_gateway_details: {
    accepts: [
      [{ key_id: 'k' }, { key_id: 'k' }],
      ['{"key_id":"k"}', { key_id: 'k' }],
      [null, null],
    ],
    unreadable: ['razorpay', undefined],
  },
  voucher_notes: text(),
  discount_config: {
    accepts: [
      [[{ code: 'A', value: 5 }], [{ code: 'A', value: 5 }]],
      [
        { WELCOME10: { type: 'percent', value: 10 }, FLAT: { value: 500 } },
        [
          { code: 'WELCOME10', type: 'percent', value: 10 },
          { code: 'FLAT', value: 500 },
        ],
      ],
      [{ code: 'ONE', value: 5 }, [{ code: 'ONE', value: 5 }]],
      [null, null],
    ],
    unreadable: ['WELCOME10', undefined],
  },
  taxconfig_set: {
    accepts: [
      [[{ name: 'GST', percentage: 5 }], [{ name: 'GST', percentage: 5 }]],
      ['[{"name":"VAT"}]', [{ name: 'VAT' }]],
    ],
    unreadable: [5, []],
  },
  invite_only: bool(false),
  show_banner: bool(false),
  show_top_dest: bool(false),
  show_non_refundable_items: {
    accepts: [
      [{ hotel: false }, { hotel: false }],
      [{ hotel: 'false' }, { hotel: false }],
      [{}, { hotel: true }],
    ],
    unreadable: ['hotel', { hotel: true }],
  },
  search_form: {
    accepts: [
      ['old', 'old'],
      [null, null],
    ],
    unreadable: ['classic', undefined],
  },
  charge_cancellation_fee: bool(false),
  provider_configuration: {
    accepts: [
      [[{ bit_type: 'hotel', providers: ['grn'] }], [{ bit_type: 'hotel', providers: ['grn'] }]],
      [
        '[{"bit_type":"hotel","sub_type":null,"providers":["grn","tbo"]}]',
        [{ bit_type: 'hotel', sub_type: null, providers: ['grn', 'tbo'] }],
      ],
    ],
    unreadable: ['grn,tbo', []],
  },
  hide_branding: bool(false),
  hide_copyright: bool(undefined),
  hide_payment_gateway: bool(undefined),
  uibuilder: {
    accepts: [
      [
        { status: 'true', uiElementList: [] },
        { status: true, uiElementList: [] },
      ],
      [null, null],
    ],
    unreadable: ['on', undefined],
  },
  fe_config: {
    accepts: [
      [
        { chatbot: { enabled: 'true', name: 'tawk', id: 7 }, beamer_id: 'b' },
        { chatbot: { enabled: true, name: 'tawk', id: '7' }, beamer_id: 'b' },
      ],
      [
        { chatbot: null, google_tag_id: 'G-1' },
        { chatbot: null, google_tag_id: 'G-1' },
      ],
    ],
    unreadable: ['chatbot', undefined],
  },
  pricing_option: {
    accepts: [
      [{ id: '1' }, { id: 1 }],
      [2, { id: 2 }],
      ['2', { id: 2 }],
    ],
    unreadable: [{ id: 'inclusive' }, undefined],
  },
  pricing_configuration: {
    accepts: [
      [{ hotel: 1.1 }, { hotel: 1.1 }],
      [{ hotel: '1.1' }, { hotel: 1.1 }],
    ],
    unreadable: [[1.1], undefined],
  },
  markup_rules: {
    accepts: [
      [
        [{ mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 }],
        [{ mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 }],
      ],
      [
        [{ mode: 'flight', supplier: 'offline', type: 'fixed', value: '7.5', currency: 'usd' }],
        [{ mode: 'flight', supplier: 'offline', type: 'fixed', value: 7.5, currency: 'USD' }],
      ],
      [null, null],
    ],
    unreadable: [{ mode: 'hotel' }, undefined],
  },
  topdestinations_set: {
    accepts: [
      [
        [{ name: 'Goa', image_url: 'data:image/png;base64,AAAA' }],
        [{ name: 'Goa', image_url: 'data:image/png;base64,AAAA' }],
      ],
      [
        [{ destination_name: 'Munnar', image: '/m.png' }],
        [{ destination_name: 'Munnar', image: '/m.png', name: 'Munnar', image_url: '/m.png' }],
      ],
    ],
    unreadable: [{ Goa: true }, []],
  },
  no_booking: bool(false),
  hide_search_form: bool(false),
  feature_configuration: {
    accepts: [
      [[{ name: 'IS_SOTC', is_enabled: true }], [{ name: 'IS_SOTC', is_enabled: true }]],
      [
        { AUTHENTICATION_VIA_OTP: { is_enabled: true }, IS_SOTC: { is_enabled: 'false' } },
        [
          { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true },
          { name: 'IS_SOTC', is_enabled: false },
        ],
      ],
      [
        { featured_packages: true, IS_ENTERPRISE: 0 },
        [
          { name: 'featured_packages', is_enabled: true },
          { name: 'IS_ENTERPRISE', is_enabled: false },
        ],
      ],
    ],
    unreadable: ['IS_SOTC', []],
  },
  websiteimages_set: {
    accepts: [
      [
        [{ category: 'banner_image', image_url: 'data:image/png;base64,AAAA', image_type: 'png' }],
        [{ category: 'banner_image', image_url: 'data:image/png;base64,AAAA', image_type: 'png' }],
      ],
    ],
    unreadable: [{ banner_image: '/b.png' }, []],
  },
  sitelink_set: {
    accepts: [
      [
        [{ type: 'facebook', redirection_url: 'https://fb.example/x' }],
        [{ type: 'facebook', caption: '', redirection_url: 'https://fb.example/x' }],
      ],
    ],
    unreadable: ['https://fb.example/x', []],
  },
  authorization_header: text(),
  main_button_color: text(),
  theme: {
    accepts: [
      [{ primary_color: '#112233' }, { primary_color: '#112233' }],
      [null, null],
    ],
    unreadable: ['dark', undefined],
  },
  about_us: text(),
  updates: text(),
  disclaimer_text: text(),
  airline_reservations_phone: text(),
  legal: {
    accepts: [
      [{ terms_html: '<p>T</p>' }, { terms_html: '<p>T</p>' }],
      [null, null],
    ],
    unreadable: ['<p>T</p>', undefined],
  },
  widgets: {
    accepts: [[[{ widget_id: 7, app_id: 'a1' }], [{ widget_id: '7', app_id: 'a1', allowed_origins: [] }]]],
    unreadable: ['w1', []],
  },
  capabilities: {
    accepts: [
      [['customUI'], ['customUI']],
      ['["customUI"]', ['customUI']],
    ],
    unreadable: [{ customUI: true }, undefined],
  },
  organization: {
    accepts: [[{ legal_name: 'X Ltd' }, { legal_name: 'X Ltd' }]],
    unreadable: ['X Ltd', undefined],
  },
  locales: {
    accepts: [
      [
        ['en-GB', 'fr-FR'],
        ['en-GB', 'fr-FR'],
      ],
      ['["ar-AE"]', ['ar-AE']],
      [null, null],
    ],
    unreadable: [{ 'fr-FR': true }, undefined],
  },
  default_locale: text(),
  translations: {
    accepts: [
      [
        {
          'fr-FR': {
            tagline: 'Bonjour',
            legal: { terms_html: '<p>T</p>' },
            builder: { 'header-0': { textContent: 'Salut' } },
          },
        },
        {
          'fr-FR': {
            tagline: 'Bonjour',
            legal: { terms_html: '<p>T</p>' },
            builder: { 'header-0': { textContent: 'Salut' } },
          },
        },
      ],
      ['{"ar-AE":{"tagline":"مرحبا"}}', { 'ar-AE': { tagline: 'مرحبا' } }],
      [null, null],
    ],
    unreadable: ['Bonjour', undefined],
  },
};

const read = (field: string, value: unknown) => {
  const reading = readSiteConfig({ ...BASE, [field]: value }, 'odd');
  if (!reading) throw new Error('not read at all');
  return { value: (reading.config as Record<string, unknown>)[field], unreadable: reading.unreadable };
};

describe('readSiteConfig: one row per field of spec §3', () => {
  it('covers every field of the configuration', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(Object.keys(ZSiteConfig.shape).sort());
  });

  describe.each(Object.entries(FIELDS))('%s', (field, row) => {
    it.each(row.accepts.map(([input, expected]) => [JSON.stringify(input), input, expected]))(
      'reads %s',
      (_label, input, expected) => {
        const r = read(field, input);
        expect(r.value).toEqual(expected);
        expect(r.unreadable).toEqual([]);
      },
    );

    it('falls back to its default and names itself when it cannot be read', () => {
      const [input, fallback] = row.unreadable;
      const r = read(field, input);
      expect(r.value).toEqual(fallback);
      expect(r.unreadable).toEqual([field]);
    });
  });
});

describe('readSiteConfig: lists and nesting', () => {
  it('drops a markup rule it cannot price by (a fixed amount without its currency) and names it', () => {
    const reading = readSiteConfig(
      {
        ...BASE,
        markup_rules: [
          { mode: 'hotel', type: 'fixed', value: 5 },
          { mode: 'hotel', type: 'percent', value: 5 },
        ],
      },
      'odd',
    );
    expect(reading?.config.markup_rules).toEqual([{ mode: 'hotel', type: 'percent', value: 5 }]);
    expect(reading?.unreadable).toEqual(['markup_rules[0]']);
  });

  it('drops an unreadable item of a list and names it, keeping the others', () => {
    const reading = readSiteConfig(
      {
        ...BASE,
        allowed_modes: [
          { display_name: 'Trips', type: 'travel_and_stay' },
          { display_name: 'No type' },
          { display_name: 'Hotels', type: 'stay1' },
        ],
      },
      'odd',
    );
    expect(reading?.config.allowed_modes.map((m) => m.type)).toEqual(['travel_and_stay', 'stay1']);
    expect(reading?.unreadable).toEqual(['allowed_modes[1]']);
  });

  it('names a nested field that fell back, keeping its siblings', () => {
    const reading = readSiteConfig(
      { ...BASE, fe_config: { beamer_id: 'b-1', mobile_configuration: 'compact' } },
      'odd',
    );
    expect(reading?.config.fe_config?.beamer_id).toBe('b-1');
    expect(reading?.config.fe_config?.mobile_configuration).toBeUndefined();
    expect(reading?.unreadable).toEqual(['fe_config.mobile_configuration']);
  });

  it("reads a translation field by field: an odd text falls back alone, the language's other texts kept", () => {
    const reading = readSiteConfig(
      {
        ...BASE,
        translations: { 'fr-FR': { tagline: { text: 'x' }, about_us: 'À propos' }, 'ar-AE': 'مرحبا' },
      },
      'odd',
    );
    expect(reading?.config.translations).toEqual({ 'fr-FR': { about_us: 'À propos' } });
    expect(reading?.unreadable).toEqual(['translations.fr-FR.tagline', 'translations.ar-AE']);
  });

  it('keeps fields it does not know (a backend may send more)', () => {
    const reading = readSiteConfig({ ...BASE, hideCopyRight: true, grn_token: 'g' }, 'odd');
    expect(reading?.config).toMatchObject({ hideCopyRight: true, grn_token: 'g' });
  });

  it('reads a configuration sent as a JSON string, and refuses what is not a configuration', () => {
    expect(readSiteConfig(JSON.stringify(BASE), 'odd')?.config.agency_id).toBe(1);
    for (const raw of [null, 42, 'not json', ['a']]) expect(readSiteConfig(raw, 'odd')).toBeNull();
  });

  it('reads a whole canonical configuration unchanged, with nothing unreadable', () => {
    const canonical = ZSiteConfig.parse({
      ...BASE,
      allowed_modes: [{ order: 1, display_name: 'Trips', enabled: true, type: 'travel_and_stay' }],
      feature_configuration: [{ name: 'IS_SOTC', is_enabled: true }],
      fe_config: { password_encryption: { key: 'k', iv: 'i' } },
    });
    const reading = readSiteConfig(canonical, 'odd');
    expect(reading).toEqual({ config: canonical, unreadable: [] });
  });
});
