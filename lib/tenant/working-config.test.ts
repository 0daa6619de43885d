import { type TSiteConfigInput, ZSiteConfig } from '@/lib/contract/site-config';
import { currencyForCountry } from '@/lib/reference';
import { toWorkingConfig, type WorkingConfig } from './working-config';

/** The site configuration as the storefront gets it: parsed by the lenient contract schema. */
const map = (input: TSiteConfigInput, ctx = { currencyForCountry }): WorkingConfig =>
  toWorkingConfig(ZSiteConfig.parse(input), ctx);

const MINIMAL: TSiteConfigInput = {
  agency_details: { name: 'Minimal Travel' },
  subdomain: 'min',
  agency_id: 5,
};
const minimal = (extra: Partial<TSiteConfigInput> = {}): WorkingConfig => map({ ...MINIMAL, ...extra });

const EMPTY_LINKS = {
  header: [],
  footer: [],
  instagram: [],
  facebook: [],
  twitter: [],
  linkedin: [],
  youtube: [],
};
const ALL_OFF = {
  IS_SOTC: { is_enabled: false },
  IS_THOMAS_COOK: { is_enabled: false },
  IS_ENTERPRISE: { is_enabled: false },
  AUTHENTICATE_VIA_OAUTH_FOR_USER: { is_enabled: false },
  AUTHENTICATION_VIA_OTP: { is_enabled: false },
};

/** Every field of the working configuration with its value when the site sends nothing optional. */
const DEFAULTS: [keyof WorkingConfig, unknown][] = [
  [
    'theme',
    {
      primary: '#0b5cad',
      onPrimary: '#ffffff',
      secondary: '#0b5cad',
      text: '#1f2937',
      taglineColor: '#ffffff',
      fontFamily: null,
    },
  ],
  ['pricingConfiguration', { hotel: 1, activity: 1, transfer: 1, flight: 1, package: 1 }],
  ['markupRules', []],
  ['vendorType', 'default'],
  ['vendorName', 'Minimal Travel'],
  ['logo', null],
  ['favIcon', null],
  ['agency_id', 5],
  ['agent_id', null],
  ['agency_name', 'Minimal Travel'],
  ['agency_details', { name: 'Minimal Travel', details: {} }],
  ['partner', null],
  ['subdomain', 'min'],
  ['origin', null],
  ['nationality', null],
  ['currency', null],
  ['invoice_currency', null],
  ['paymentGatewayProvider', null],
  ['paymentGatewayDetails', {}],
  ['discountCodes', []],
  ['voucherNotes', null],
  ['modesEnabled', []],
  ['featuresEnabled', ALL_OFF],
  ['providerConfiguration', []],
  ['hotelSource', ['grn', 'offline', 'tbo', 'hotelbeds']],
  ['topDestinations', []],
  ['show_top_dest', false],
  ['show_banner', false],
  ['banners', []],
  ['testimonials', []],
  ['certificates', []],
  ['about_us', null],
  ['legal', { terms: null, privacy: null, cancellation: null }],
  ['widgets', []],
  ['locales', ['en-GB']],
  ['defaultLocale', 'en-GB'],
  ['translations', {}],
  ['updates', null],
  ['disclaimerText', null],
  ['airlineReservationsPhone', null],
  ['customer_care', { phone: null, email: null, contactText: null, entries: [] }],
  ['links', EMPTY_LINKS],
  ['meta', null],
  ['meta_description', null],
  ['browserTabHeader', 'Minimal Travel'],
  ['backgrounds', { homepage: null, mobile: null }],
  ['secondary_background', null],
  ['loaderImage', null],
  ['tagline', null],
  ['taglineColor', '#ffffff'],
  ['charge_cancellation_fee', false],
  ['offline_inventory_enabled', false],
  ['show_non_refundable_hotels', true],
  ['booking_disabled', false],
  ['invitationOnly', false],
  ['hide_pg', false],
  ['hide_copy_right', false],
  ['hide_branding', false],
  ['hide_search_form', false],
  ['searchFormStyle', 'new'],
  ['pricingOption', 1],
  ['showPriceInclusiveLabel', true],
  ['taxconfig_set', []],
  ['agent', false],
  ['isMobile', false],
  ['isDevice', false],
  ['authHeader', null],
  ['grn_token', null],
  ['bypassSameSiteAttribute', false],
  ['noCodeRender', false],
  ['uiBuilder', []],
  ['customUI', false],
  ['mobileConfiguration', {}],
  ['chatbot', { enabled: false, name: null, id: null }],
  ['beamer_id', null],
  ['fb_pixel_id', null],
  ['gTagId', null],
  ['AUTHENTICATE_VIA_OAUTH_FOR_USER', false],
  ['AUTHENTICATION_VIA_OTP', false],
  ['isTourOperatorVariant', false],
  ['capabilities', ['searchAutofocus']],
  ['organization', {}],
];

/** A site that sets every field of §3 "as received" to something other than its default. */
const FULL: TSiteConfigInput = {
  agency_details: {
    name: 'Sunrise Journeys',
    details: {
      country: 'in',
      invoice_currency: 'USD',
      code: '+91',
      mobile_number: '9876543210',
      email: 'a@sun.example',
    },
  },
  subdomain: 'sunrise',
  agency_id: '220',
  user_id: '77',
  partner: { id: '31', name: 'Sunrise', vendor_type: 'b2b-whiteLabel' },
  allowed_modes: [
    { order: 3, display_name: 'Activities', enabled: true, type: 'activity', image: '/m/act.svg' },
    { order: 1, display_name: 'Trips', enabled: true, type: 'travel_and_stay', image: '/m/trips.svg' },
    { order: 2, display_name: 'Stay', enabled: true, type: 'stay2', image: null },
    { order: 2, display_name: 'Hotels', enabled: true, type: 'stay1' },
    { order: 4, display_name: 'Flights', enabled: false, type: 'travel' },
  ],
  offline_inventory_enabled: true,
  browser_tab_header: '  Sunrise | Holidays  ',
  meta: 'india, tours',
  meta_description: 'Tours across India',
  tagline: ' See more of India ',
  tagline_color: '#FFCC00',
  testimonials_set: [{ name: 'Asha', text: 'Lovely', rating: 5 }],
  customercare_set: [
    { type: 'customer_care_number', value: ' +91 98765 43210 ' },
    { type: 'customer_care_email', value: 'care@sun.example' },
    { type: 'contact_us_text', value: 'Call us any time' },
    { type: 'customer_care_number', value: '+91 11 2345 6789' },
  ],
  payment_gateway_provider: 'razor',
  payment_gateway_details: { key: 'pk_test' },
  voucher_notes: 'Carry ID',
  discount_config: [{ code: 'DIWALI', value: 5 }],
  taxconfig_set: [{ name: 'GST', value: 5 }],
  invite_only: true,
  show_banner: true,
  show_top_dest: true,
  show_non_refundable_items: { hotel: false },
  search_form: 'old',
  charge_cancellation_fee: true,
  provider_configuration: [
    { bit_type: 'hotel', sub_type: 'default', providers: ['TBO', 'grn', 'expedia'], grn_token: 'grn-abc' },
    { bit_type: 'activity', providers: ['offline'] },
  ],
  hide_branding: true,
  hide_copyright: true,
  hide_payment_gateway: false,
  uibuilder: {
    status: true,
    uiElementList: [
      {
        section: 'header',
        type: 'image',
        subCategory: 'company_logo',
        css: { width: '120px' },
        content: { embeddedImg: '/l.png' },
      },
      { section: 'search', type: 'button', content: { roleType: 'beginTrip' } },
    ],
  },
  fe_config: {
    chatbot: { enabled: true, name: 'tawk', id: 'tw-1' },
    fb_pixel_id: 'px-1',
    google_tag_id: 'G-1',
    beamer_id: 'bm-1',
    bypass_same_site_attribute: true,
    mobile_configuration: { logo_width: 60 },
    password_encryption: { key: 'a2V5', iv: 'iv-1' },
  },
  pricing_option: { id: '2' },
  pricing_configuration: { hotel: 1.1, flight: 0 },
  markup_rules: [{ mode: 'hotel', destination: 'Goa', type: 'percent', value: 12 }],
  topdestinations_set: [{ name: 'Goa', image_url: '/d/goa.jpg', search_text: 'Goa' }],
  no_booking: true,
  hide_search_form: true,
  feature_configuration: [
    { name: 'IS_SOTC', is_enabled: true },
    { name: 'IS_ENTERPRISE', is_enabled: true },
    { name: 'AUTHENTICATE_VIA_OAUTH_FOR_USER', is_enabled: true },
    { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true },
    { name: 'featured_packages', is_enabled: true },
  ],
  websiteimages_set: [
    { category: 'company_logo', image_url: '/i/logo.png', image_type: 'image' },
    { category: 'company_logo', image_url: '/i/logo-2.png' },
    { category: 'favicon', image_url: '/i/fav.ico' },
    { category: 'homepage_background', image_url: '/i/bg.mp4', image_type: 'video' },
    { category: 'mobile_background', image_url: '/i/bg-m.jpg', image_type: 'image' },
    { category: 'secondary_background', image_url: '/i/bg2.jpg', image_type: 'image' },
    { category: 'banner_image', image_url: '/i/b1.jpg' },
    { category: 'banner_image', image_url: '/i/b2.jpg', image_type: 'image' },
    { category: 'certification_logo', image_url: '/i/iata.png' },
    { category: 'loader_image', image_url: '/i/loader.gif' },
    { category: 'unknown_category', image_url: '/i/x.png' },
  ],
  sitelink_set: [
    { type: 'header', caption: 'Blog', redirection_url: '/blog' },
    { type: 'footer', caption: ' Careers ', redirection_url: 'https://sun.example/careers' },
    { type: 'facebook', caption: '', redirection_url: '   ' },
    { type: 'facebook', redirection_url: 'https://facebook.com/sun' },
    { type: 'instagram', redirection_url: 'https://instagram.com/sun' },
    { type: 'twitter', redirection_url: 'https://x.com/sun' },
    { type: 'linkedin', redirection_url: 'https://linkedin.com/sun' },
    { type: 'youtube', redirection_url: 'https://youtube.com/sun' },
    { type: 'pinterest', redirection_url: 'https://pinterest.com/sun' },
  ],
  authorization_header: 'Basic c3Vu',
  main_button_color: '#ffcc00',
  theme: { secondary_color: '#123456', text_color: '#222', font_family: 'Poppins, sans-serif' },
  about_us: '<p>About Sunrise</p>',
  disclaimer_text: '  Fares are indicative.  ',
  updates: '<p>Visa news</p>',
  legal: { terms_html: ' <p>Our terms</p> ', privacy_html: '   ', cancellation_html: '<p>Cancel</p>' },
  widgets: [
    {
      widget_id: ' w1 ',
      app_id: 'a1',
      allowed_origins: [
        'https://Partner.example/',
        'https://partner.example',
        'https://*.example',
        'ftp://x.example',
      ],
    },
    { widget_id: '  ', app_id: 'a2', allowed_origins: [] },
  ],
  capabilities: ['customUI', '!searchAutofocus'],
  organization: { sameAs: ['https://facebook.com/sun'] },
  locales: ['en-GB', 'hi-in', 'xx-YY'],
  default_locale: 'en-GB',
  translations: {
    'HI-IN': {
      tagline: ' भारत को और देखें ',
      legal: { privacy_html: '  ' },
      builder: { 'search-0': { linkContent: 'शुरू' } },
    },
    'hi-IN': { tagline: 'not read: the first spelling of a locale wins' },
    'fr-FR': { tagline: 'not offered by the site' },
    'xx-YY': { tagline: 'not a shipped locale' },
  },
};

const FULL_EXPECTED: [keyof WorkingConfig, unknown][] = [
  [
    'theme',
    // Yellow is light: black text on it reads better than white.
    {
      primary: '#ffcc00',
      onPrimary: '#000000',
      secondary: '#123456',
      text: '#222',
      taglineColor: '#FFCC00',
      fontFamily: 'Poppins, sans-serif',
    },
  ],
  // A zero factor is not a price: it keeps the default 1.
  ['pricingConfiguration', { hotel: 1.1, activity: 1, transfer: 1, flight: 1, package: 1 }],
  ['markupRules', [{ mode: 'hotel', destination: 'Goa', type: 'percent', value: 12 }]],
  ['vendorType', 'b2b-whiteLabel'],
  ['vendorName', 'Sunrise Journeys'],
  ['logo', '/i/logo.png'],
  ['favIcon', '/i/fav.ico'],
  ['agency_id', 220],
  ['agent_id', 77],
  ['agency_name', 'Sunrise Journeys'],
  [
    'agency_details',
    {
      name: 'Sunrise Journeys',
      details: {
        country: 'in',
        invoice_currency: 'USD',
        code: '+91',
        mobile_number: '9876543210',
        email: 'a@sun.example',
      },
    },
  ],
  ['partner', 31],
  ['subdomain', 'sunrise'],
  ['origin', 'IN'],
  ['nationality', 'IN'],
  ['currency', 'INR'],
  ['invoice_currency', 'USD'],
  ['paymentGatewayProvider', 'razor'],
  ['paymentGatewayDetails', { key: 'pk_test' }],
  ['discountCodes', [{ code: 'DIWALI', value: 5 }]],
  ['voucherNotes', 'Carry ID'],
  [
    'modesEnabled',
    [
      { type: 'travel_and_stay', display_name: 'Trips', image: '/m/trips.svg', order: 1 },
      { type: 'stay1', display_name: 'Hotels', image: null, order: 2 },
      { type: 'activity', display_name: 'Activities', image: '/m/act.svg', order: 3 },
    ],
  ],
  [
    'featuresEnabled',
    {
      IS_SOTC: { is_enabled: true },
      IS_THOMAS_COOK: { is_enabled: false },
      IS_ENTERPRISE: { is_enabled: true },
      AUTHENTICATE_VIA_OAUTH_FOR_USER: { is_enabled: true },
      AUTHENTICATION_VIA_OTP: { is_enabled: true },
      featured_packages: { is_enabled: true },
    },
  ],
  [
    'providerConfiguration',
    [
      { bit_type: 'hotel', sub_type: 'default', providers: ['TBO', 'grn', 'expedia'] },
      { bit_type: 'activity', sub_type: null, providers: ['offline'] },
    ],
  ],
  // Narrowed to the configured hotel providers, in the §9 order; unknown ones (expedia) ignored.
  ['hotelSource', ['grn', 'tbo']],
  ['topDestinations', [{ name: 'Goa', image_url: '/d/goa.jpg', search_text: 'Goa' }]],
  ['show_top_dest', true],
  ['show_banner', true],
  [
    'banners',
    [
      { image_url: '/i/b1.jpg', image_type: null },
      { image_url: '/i/b2.jpg', image_type: 'image' },
    ],
  ],
  ['testimonials', [{ name: 'Asha', text: 'Lovely', rating: 5 }]],
  ['certificates', [{ image_url: '/i/iata.png', image_type: null }]],
  ['about_us', '<p>About Sunrise</p>'],
  // Blank texts fall back to the template; widgets without both ids are left out, origins normalised.
  ['legal', { terms: '<p>Our terms</p>', privacy: null, cancellation: '<p>Cancel</p>' }],
  ['widgets', [{ widgetId: 'w1', appId: 'a1', allowedOrigins: ['https://partner.example'] }]],
  // Shipped locales only, in any casing, default first (lib/tenant/site-locales.ts).
  ['locales', ['en-GB', 'hi-IN']],
  ['defaultLocale', 'en-GB'],
  // Only the offered locales' texts, trimmed; a blank one is left out (it falls back).
  ['translations', { 'hi-IN': { tagline: 'भारत को और देखें', builder: { 'search-0': { linkContent: 'शुरू' } } } }],
  ['updates', '<p>Visa news</p>'],
  ['disclaimerText', 'Fares are indicative.'],
  // No airline reservations number configured: the first customer-care number.
  ['airlineReservationsPhone', '+91 98765 43210'],
  [
    'customer_care',
    {
      phone: '+91 98765 43210',
      email: 'care@sun.example',
      contactText: 'Call us any time',
      entries: [
        { type: 'customer_care_number', value: '+91 98765 43210' },
        { type: 'customer_care_email', value: 'care@sun.example' },
        { type: 'contact_us_text', value: 'Call us any time' },
        { type: 'customer_care_number', value: '+91 11 2345 6789' },
      ],
    },
  ],
  [
    'links',
    {
      header: [{ caption: 'Blog', redirection_url: '/blog' }],
      footer: [{ caption: 'Careers', redirection_url: 'https://sun.example/careers' }],
      facebook: [{ caption: '', redirection_url: 'https://facebook.com/sun' }],
      instagram: [{ caption: '', redirection_url: 'https://instagram.com/sun' }],
      twitter: [{ caption: '', redirection_url: 'https://x.com/sun' }],
      linkedin: [{ caption: '', redirection_url: 'https://linkedin.com/sun' }],
      youtube: [{ caption: '', redirection_url: 'https://youtube.com/sun' }],
    },
  ],
  ['meta', 'india, tours'],
  ['meta_description', 'Tours across India'],
  ['browserTabHeader', 'Sunrise | Holidays'],
  [
    'backgrounds',
    {
      homepage: { image_url: '/i/bg.mp4', image_type: 'video' },
      mobile: { image_url: '/i/bg-m.jpg', image_type: 'image' },
    },
  ],
  ['secondary_background', { image_url: '/i/bg2.jpg', image_type: 'image' }],
  ['loaderImage', '/i/loader.gif'],
  ['tagline', 'See more of India'],
  ['taglineColor', '#FFCC00'],
  ['charge_cancellation_fee', true],
  ['offline_inventory_enabled', true],
  ['show_non_refundable_hotels', false],
  ['booking_disabled', true],
  ['invitationOnly', true],
  ['hide_pg', false],
  ['hide_copy_right', true],
  ['hide_branding', true],
  ['hide_search_form', true],
  ['searchFormStyle', 'old'],
  ['pricingOption', 2],
  ['showPriceInclusiveLabel', false],
  ['taxconfig_set', [{ name: 'GST', value: 5 }]],
  ['agent', true],
  ['isMobile', false],
  ['isDevice', false],
  ['authHeader', 'Basic c3Vu'],
  ['grn_token', 'grn-abc'],
  ['bypassSameSiteAttribute', true],
  ['noCodeRender', true],
  [
    'uiBuilder',
    [
      {
        section: 'header',
        type: 'image',
        subCategory: 'company_logo',
        css: { width: '120px' },
        content: { embeddedImg: '/l.png' },
      },
      { section: 'search', type: 'button', subCategory: null, css: {}, content: { roleType: 'beginTrip' } },
    ],
  ],
  ['customUI', true],
  ['mobileConfiguration', { logo_width: 60 }],
  ['chatbot', { enabled: true, name: 'tawk', id: 'tw-1' }],
  ['beamer_id', 'bm-1'],
  ['fb_pixel_id', 'px-1'],
  ['gTagId', 'G-1'],
  ['AUTHENTICATE_VIA_OAUTH_FOR_USER', true],
  ['AUTHENTICATION_VIA_OTP', true],
  ['isTourOperatorVariant', true],
  // Agency 220's legacy capabilities, plus customUI, minus the default searchAutofocus.
  ['capabilities', ['customUI', 'autocompleteSendsAgencyId', 'hideLastTwoDropdownOptions']],
  ['organization', { sameAs: ['https://facebook.com/sun'] }],
];

describe('toWorkingConfig: every field', () => {
  const fieldsOf = (wc: WorkingConfig) => Object.keys(wc).sort();

  it('the tables below name every field of the working configuration', () => {
    expect(DEFAULTS.map(([k]) => k).sort()).toEqual(fieldsOf(minimal()));
    expect(FULL_EXPECTED.map(([k]) => k).sort()).toEqual(fieldsOf(map(FULL)));
  });

  describe('with only the required fields (defaults)', () => {
    const wc = minimal();
    it.each(DEFAULTS)('%s', (field, expected) => {
      expect(wc[field]).toEqual(expected);
    });
  });

  describe('with every field set', () => {
    const wc = map(FULL);
    it.each(FULL_EXPECTED)('%s', (field, expected) => {
      expect(wc[field]).toEqual(expected);
    });
  });
});

describe('toWorkingConfig: modes', () => {
  const modes = (allowed_modes: TSiteConfigInput['allowed_modes']) =>
    minimal({ allowed_modes }).modesEnabled.map((m) => m.type);

  it('removes stay2 even when enabled', () => {
    expect(modes([{ order: 1, display_name: 'S2', type: 'stay2', enabled: true }])).toEqual([]);
  });

  it('keeps only enabled modes; a mode without `enabled` counts as enabled', () => {
    expect(
      modes([
        { order: 1, display_name: 'A', type: 'activity', enabled: false },
        { order: 2, display_name: 'F', type: 'ferry' },
      ]),
    ).toEqual(['ferry']);
  });

  it('orders by `order` (numbers sent as strings too), ties in the order received', () => {
    expect(
      modes([
        { order: '10', display_name: 'Ferry', type: 'ferry' },
        { order: 2, display_name: 'Drive', type: 'drive' },
        { order: 2, display_name: 'Transfer', type: 'transfer' },
        { order: 1, display_name: 'Travel', type: 'travel' },
      ]),
    ).toEqual(['travel', 'drive', 'transfer', 'ferry']);
  });

  it('puts organised packages without an order at 7 (spec §9)', () => {
    const wc = minimal({
      allowed_modes: [
        { order: 8, display_name: 'Ferry', type: 'ferry' },
        { display_name: 'Packages', type: 'static_packages_type' },
        { order: 6, display_name: 'Drive', type: 'drive' },
      ],
    });
    expect(wc.modesEnabled.map((m) => [m.type, m.order])).toEqual([
      ['drive', 6],
      ['static_packages_type', 7],
      ['ferry', 8],
    ]);
  });
});

describe('toWorkingConfig: images, links, customer care', () => {
  it('takes the first image of a single-image category and every image of a list category', () => {
    const wc = minimal({
      websiteimages_set: [
        { category: 'favicon', image_url: '/f1.ico' },
        { category: 'certification_logo', image_url: '/c1.png' },
        { category: 'favicon', image_url: '/f2.ico' },
        { category: 'certification_logo', image_url: '/c2.png', image_type: 'svg' },
        { category: 'homepage_background', image_url: '/bg1.jpg', image_type: 'image' },
        { category: 'homepage_background', image_url: '/bg2.jpg', image_type: 'image' },
      ],
    });
    expect(wc.favIcon).toBe('/f1.ico');
    expect(wc.certificates).toEqual([
      { image_url: '/c1.png', image_type: null },
      { image_url: '/c2.png', image_type: 'svg' },
    ]);
    expect(wc.backgrounds.homepage?.image_url).toBe('/bg1.jpg');
  });

  it('ignores unknown link types, including names of object properties', () => {
    const wc = minimal({
      sitelink_set: [
        { type: 'constructor', caption: 'x', redirection_url: '/x' },
        { type: 'toString', caption: 'y', redirection_url: '/y' },
        { type: 'tiktok', caption: 'z', redirection_url: '/z' },
        { type: 'header', caption: 'Ok', redirection_url: '/ok' },
      ],
    });
    expect(wc.links).toEqual({ ...EMPTY_LINKS, header: [{ caption: 'Ok', redirection_url: '/ok' }] });
  });

  it('keeps several links of one type in order; the first social link always has an address', () => {
    const wc = minimal({
      sitelink_set: [
        { type: 'instagram', caption: '', redirection_url: '' },
        { type: 'instagram', caption: '', redirection_url: 'https://instagram.com/a' },
        { type: 'instagram', caption: '', redirection_url: 'https://instagram.com/b' },
      ],
    });
    expect(wc.links.instagram.map((l) => l.redirection_url)).toEqual([
      'https://instagram.com/a',
      'https://instagram.com/b',
    ]);
  });

  it('treats blank customer-care values as not configured', () => {
    const wc = minimal({
      customercare_set: [
        { type: 'customer_care_number', value: '   ' },
        { type: 'customer_care_email', value: 'help@x.example' },
      ],
    });
    expect(wc.customer_care).toEqual({
      phone: null,
      email: 'help@x.example',
      contactText: null,
      entries: [{ type: 'customer_care_email', value: 'help@x.example' }],
    });
  });
});

describe('toWorkingConfig: theme colours', () => {
  it.each([
    ['red;}body{display:none', '#0b5cad'],
    ['#12345', '#0b5cad'],
    ['blue', '#0b5cad'],
    ['  #0F766E  ', '#0F766E'],
    ['#abc', '#abc'],
  ])('main_button_color %j → primary %j', (colour, primary) => {
    expect(minimal({ main_button_color: colour }).theme.primary).toBe(primary);
  });

  it('prefers a valid theme.primary_color over main_button_color', () => {
    expect(minimal({ main_button_color: '#111111', theme: { primary_color: '#222222' } }).theme.primary).toBe(
      '#222222',
    );
    expect(minimal({ main_button_color: '#111111', theme: { primary_color: 'nope' } }).theme.primary).toBe(
      '#111111',
    );
  });

  it('falls back to white for a malformed tagline colour, and the secondary to the primary', () => {
    const wc = minimal({
      main_button_color: '#0f766e',
      tagline_color: 'url(javascript:alert(1))',
      theme: { secondary_color: 'expression(x)', text_color: '#zzzzzz' },
    });
    expect(wc.taglineColor).toBe('#ffffff');
    expect(wc.theme.taglineColor).toBe('#ffffff');
    expect(wc.theme.secondary).toBe('#0f766e');
    expect(wc.theme.text).toBe('#1f2937');
  });

  it('picks the text colour on the brand colour for contrast', () => {
    expect(minimal({ main_button_color: '#0b5cad' }).theme.onPrimary).toBe('#ffffff');
    expect(minimal({ main_button_color: '#f5f5f5' }).theme.onPrimary).toBe('#000000');
  });
});

describe('toWorkingConfig: agency, currency, flags', () => {
  const withCountry = (country: string | null) =>
    minimal({ agency_details: { name: 'A', details: { country } } });

  it.each([
    ['GB', 'GBP'],
    ['gb', 'GBP'],
    ['JP', 'JPY'],
    ['NL', 'EUR'],
    ['AQ', null],
    ['ZZ', null],
  ])('an agency in %s gets the currency %p', (country, currency) => {
    expect(withCountry(country).currency).toBe(currency);
  });

  it('asks the country→currency map with the upper-case country code', () => {
    const asked: string[] = [];
    const wc = map(
      { ...MINIMAL, agency_details: { name: 'A', details: { country: 'de' } } },
      {
        currencyForCountry: (c) => {
          asked.push(c);
          return 'XTS';
        },
      },
    );
    expect(asked).toEqual(['DE']);
    expect(wc.currency).toBe('XTS');
  });

  it('accepts the partner as a bare id and the vendor type from the partner', () => {
    expect(minimal({ partner: 12 }).partner).toBe(12);
    const b2b = minimal({ partner: { id: 3, vendor_type: 'b2b-whiteLabel' } });
    expect([b2b.vendorType, b2b.agent]).toEqual(['b2b-whiteLabel', true]);
    expect(
      minimal({ vendor_type: 'default', partner: { id: 3, vendor_type: 'b2b-whiteLabel' } }).vendorType,
    ).toBe('default');
  });

  it.each([
    [{ id: 1 }, true],
    [{ id: 2 }, false],
    [null, true],
  ])('pricing option %j shows the price-inclusive label: %p', (pricing_option, label) => {
    expect(minimal({ pricing_option }).showPriceInclusiveLabel).toBe(label);
  });

  it('hides the payment gateway for agency 124 or when the site says so', () => {
    expect(minimal({ agency_id: 124 }).hide_pg).toBe(true);
    expect(minimal({ hide_payment_gateway: true }).hide_pg).toBe(true);
    expect(minimal({ agency_id: 125 }).hide_pg).toBe(false);
  });

  it('turns on customUI for agency 72 and removes it with an explicit !customUI', () => {
    expect(minimal({ agency_id: 72 }).customUI).toBe(true);
    expect(minimal({ agency_id: 72, capabilities: ['!customUI'] }).customUI).toBe(false);
  });

  it('reads the copyright switch under either spelling', () => {
    expect(minimal({ hideCopyRight: true } as Partial<TSiteConfigInput>).hide_copy_right).toBe(true);
    expect(minimal({ hide_copyright: false }).hide_copy_right).toBe(false);
  });

  it('marks the Thomas Cook variant as a tour-operator variant and keeps unnamed features', () => {
    const wc = minimal({
      feature_configuration: [
        { name: 'IS_THOMAS_COOK', is_enabled: true },
        { name: 'notification_engine', is_enabled: false },
      ],
    });
    expect(wc.isTourOperatorVariant).toBe(true);
    expect(wc.featuresEnabled.notification_engine).toEqual({ is_enabled: false });
    expect(wc.featuresEnabled.IS_SOTC).toEqual({ is_enabled: false });
  });

  it('prefers a top-level grn_token to the one in the hotel provider configuration', () => {
    const wc = minimal({
      grn_token: 'top',
      provider_configuration: [{ bit_type: 'hotel', providers: ['grn'], grn_token: 'nested' }],
    } as Partial<TSiteConfigInput>);
    expect(wc.grn_token).toBe('top');
  });

  it('falls back to the agency name for a blank browser tab header', () => {
    expect(minimal({ browser_tab_header: '   ' }).browserTabHeader).toBe('Minimal Travel');
  });
});

describe('toWorkingConfig is pure', () => {
  it('gives equal results for equal input and does not change its input', () => {
    const parsed = ZSiteConfig.parse(FULL);
    const before = structuredClone(parsed);
    const first = toWorkingConfig(parsed, { currencyForCountry });
    first.modesEnabled.reverse();
    first.links.header.push({ caption: 'x', redirection_url: '/x' });
    first.providerConfiguration[0]?.providers.push('mutated');
    expect(parsed).toEqual(before);
    expect(toWorkingConfig(parsed, { currencyForCountry })).toEqual(map(FULL));
  });
});
