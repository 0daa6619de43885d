/**
 * The stub Travel API's agencies, written from spec §3 "Site configuration (as received)" alone.
 *
 * §3 names most fields without giving their shape, so every shape here is one the text allows and,
 * on purpose, not the obvious one: numbers as strings, feature_configuration as a map of
 * {NAME: {is_enabled}}, discount_config as an object keyed by code, testimonials whose text sits
 * under other keys, provider_configuration as the "JSON list" the working configuration names
 * (a JSON string), partner as an object carrying vendor_type, images as data: URLs.
 */

/** Tiny 16×16 PNGs (gradients and a seal), so data: image URLs render as real pictures. */
const PNG = {
  sunset:
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAnklEQVR42mP4v9333xafvxu9/6z1+r3K8/dyj19L3H8udPsx1/X7LJdv052/TnH6MtHxc6/Dpy77T+12DCSp/thiw0CS6g+N1gwkqX5fa8VAkup3VZYMJKl+W27BQJLqNyXmDCSpfl1oxkCS6le5pgwkqX6ZZcJAkuqX6cYMJKl+kWLEQJLq54mGDCSpfhZrwECS6qdR+gwkqX4SrgcA+FG2JpN/yL8AAAAASUVORK5CYII=',
  sea: 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAnklEQVR42mPwOPXE7ehD54P3HPfctt9+w2bzVat1lyxWnjddesZ4wUnD2cf0ph/WmXRAq3eveucu1ZbtDCSpVq7fwkCSaoXqjQwkqZYrW8dAkmqZwtUMJKmWzF3BQJJq8YylDCSpFk1exECSaqH4+QwkqRaImsNAkmq+0JkMJKnmDpzGQJJqTp/JDCSpZnefwECSahbnXgaSVDPZdQEAvRtgENkdmZoAAAAASUVORK5CYII=',
  forest:
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAnElEQVR42mOYenXTxAvrek+v7Dy2tPXQwsa9c2t3zKjcPKVk3YSClT05S9oz5jenzK5PmFYdM7EsoqeIgSTVIe15DCSpDmjKZCBJtU9tKgNJqj0qExlIUu1SEstAkmqH/AgGklTbZIUwkKTaPDWAgSTVxgk+DCSp1o92ZyBJtXaYMwNJqtWD7BlIUq3sa81Akmp5DzMGklRLOxsBALXcVhBRhKxTAAAAAElFTkSuQmCC',
  seal: 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAASElEQVR42mP4TyJgQOMLdm1CQ/g0YKrG1MNAUDWaHgZM1f8vpsERph4GPKqx6kHRgKkaTc8Q0ECsp0kOVnIijpykQU7iIwYAANiUJTONJARaAAAAAElFTkSuQmCC',
  logo: 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGklEQVR42mP4TyJgGA4anoTrkYRGpoaRmDQA6lVln1vAU8MAAAAASUVORK5CYII=',
} as const;

export const dataImage = (name: keyof typeof PNG): string => `data:image/png;base64,${PNG[name]}`;

export interface StubUserSeed {
  email: string;
  password: string | null;
  role: string;
  permission: string[];
  details: { first_name: string; last_name: string; title: string; code: string; mobile_number: string };
}

export interface StubSite {
  /** The Partner-Id the storefront must send for this agency (§7 headers). */
  partnerId: number;
  config: Record<string, unknown>;
  users: StubUserSeed[];
  /** Quotations of the agency, keyed by lead id, in §3's spelling. */
  quotations: Record<string, { owner: string; quotation: Record<string, unknown> }>;
}

const sunrise: StubSite = {
  partnerId: 701,
  config: {
    agency_details: {
      name: 'Sunrise Journeys',
      details: {
        country: 'IN',
        invoice_currency: 'INR',
        code: '+91',
        mobile_number: '9812345678',
        email: 'hello@sunrise.example',
      },
    },
    subdomain: 'sunrise',
    agency_id: '5001',
    user_id: '9001',
    partner: { id: 701, name: 'Sunrise Journeys', vendor_type: 'default' },
    allowed_modes: [
      { order: '1', display_name: 'Trips', enabled: true, type: 'travel_and_stay', image: null },
      { order: '2', display_name: 'Hotels', enabled: 'true', type: 'stay1', image: null },
      { order: '3', display_name: 'Hotels (legacy)', enabled: true, type: 'stay2', image: null },
      { order: '4', display_name: 'Things to do', enabled: 1, type: 'activity', image: null },
      { display_name: 'Packages', enabled: true, type: 'static_packages_type', image: null },
    ],
    offline_inventory_enabled: 'false',
    browser_tab_header: 'Sunrise Journeys — holidays across India',
    meta: 'holidays, India, Goa, Kerala',
    meta_description: 'Sunrise Journeys plans trips across India.',
    tagline: 'Wake up somewhere new',
    tagline_color: '#FFD166',
    testimonials_set: [
      { customer_name: 'Asha Rao', review: 'Every transfer was on time.', stars: '5', city: 'Pune' },
      { author: 'Tom Fern', comment: 'Kerala in monsoon, beautifully planned.', rating: 4 },
    ],
    customercare_set: [
      { type: 'customer_care_number', value: '+91 98123 45678' },
      { type: 'customer_care_email', value: 'care@sunrise.example' },
      { type: 'contact_us_text', value: 'We answer 9:00–18:00 IST.' },
    ],
    payment_gateway_provider: 'razorpay',
    payment_gateway_details: { key_id: 'rzp_test_stub' },
    voucher_notes: 'Carry a photo ID to every check-in.',
    discount_config: { WELCOME10: { type: 'percent', value: 10 }, MONSOON: { type: 'flat', value: 500 } },
    taxconfig_set: [{ name: 'GST', percentage: '5' }],
    invite_only: false,
    show_banner: true,
    show_top_dest: 'true',
    show_non_refundable_items: { hotel: 'false' },
    search_form: 'new',
    charge_cancellation_fee: 0,
    provider_configuration: JSON.stringify([
      { bit_type: 'hotel', sub_type: null, providers: ['grn', 'tbo'] },
    ]),
    hide_branding: false,
    uibuilder: { status: false, uiElementList: [] },
    fe_config: {
      chatbot: { enabled: false, name: null, id: null },
      fb_pixel_id: null,
      google_tag_id: null,
      beamer_id: null,
      // §5 "a configured key and iv": UTF-8 strings, 16 bytes → AES-128.
      password_encryption: { key: 'sunrise-key-0016', iv: 'sunrise-iv-00016' },
    },
    pricing_option: { id: '1' },
    topdestinations_set: [
      { name: 'Goa', image_url: dataImage('sea'), description: 'Beaches and forts' },
      { name: 'Munnar', image_url: dataImage('forest'), description: 'Tea hills' },
      { name: 'Jaipur', image_url: dataImage('sunset'), description: 'The pink city' },
    ],
    no_booking: false,
    hide_search_form: false,
    feature_configuration: {
      AUTHENTICATION_VIA_OTP: { is_enabled: true },
      featured_packages: { is_enabled: true },
      IS_SOTC: { is_enabled: false },
    },
    websiteimages_set: [
      { category: 'company_logo', image_url: dataImage('logo'), image_type: 'png' },
      { category: 'favicon', image_url: dataImage('logo'), image_type: 'png' },
      { category: 'banner_image', image_url: dataImage('sunset'), image_type: 'png' },
      { category: 'banner_image', image_url: dataImage('sea'), image_type: 'png' },
      { category: 'certification_logo', image_url: dataImage('seal'), image_type: 'png' },
      // A script in disguise: never an image, must not reach a page.
      { category: 'certification_logo', image_url: 'data:text/html;base64,PHNjcmlwdD4=', image_type: 'html' },
    ],
    sitelink_set: [
      { type: 'header', caption: 'Visa help', redirection_url: 'https://visa.sunrise.example/' },
      { type: 'footer', caption: 'Careers', redirection_url: 'https://sunrise.example/careers' },
      { type: 'instagram', caption: '', redirection_url: 'https://instagram.com/sunrise.example' },
    ],
    authorization_header: null,
    main_button_color: '#E4572E',
    about_us: '<p>Sunrise Journeys has planned trips across India since 2009.</p>',
    updates: '<p>New: monsoon packages for Kerala.</p>',
  },
  users: [
    {
      email: 'traveller@sunrise.example',
      password: 'Sunrise-pass-1',
      role: 'Consumer',
      permission: [],
      details: {
        first_name: 'Ravi',
        last_name: 'Menon',
        title: 'Mr.',
        code: '+91',
        mobile_number: '9876543210',
      },
    },
  ],
  quotations: {},
};

const atlas: StubSite = {
  partnerId: 702,
  config: {
    agency_details: {
      name: 'Atlas Trade Desk',
      details: {
        country: 'AE',
        invoice_currency: 'AED',
        code: '+971',
        mobile_number: '501234567',
        email: 'desk@atlas.example',
      },
    },
    subdomain: 'atlas',
    agency_id: 5002,
    user_id: 9002,
    partner: { id: '702', name: 'Atlas Trade Desk', vendor_type: 'b2b-whiteLabel' },
    allowed_modes: [
      { order: 1, display_name: 'Holidays', enabled: true, type: 'travel_and_stay', image: null },
      { order: 2, display_name: 'Transfers', enabled: 0, type: 'transfer', image: null },
      { order: 3, display_name: 'Activities', enabled: true, type: 'activity', image: null },
    ],
    offline_inventory_enabled: true,
    browser_tab_header: 'Atlas Trade Desk',
    meta: null,
    meta_description: 'Atlas Trade Desk — travel for agents.',
    tagline: 'Inventory for travel professionals',
    tagline_color: '#ffffff',
    testimonials_set: [
      { name: 'Meera Shah', testimonial: 'Quotes in minutes, not hours.', designation: 'Agent, Dubai' },
    ],
    customercare_set: [{ type: 'customer_care_email', value: 'support@atlas.example' }],
    payment_gateway_provider: null,
    payment_gateway_details: null,
    voucher_notes: null,
    discount_config: [{ code: 'AGENT5', type: 'percent', value: 5 }],
    taxconfig_set: [],
    invite_only: 'true',
    show_banner: false,
    show_top_dest: false,
    show_non_refundable_items: { hotel: true },
    search_form: 'old',
    charge_cancellation_fee: true,
    provider_configuration: [],
    hide_branding: true,
    uibuilder: null,
    fe_config: { chatbot: null, beamer_id: 'atlas-beamer' },
    pricing_option: { id: 2 },
    topdestinations_set: [],
    no_booking: false,
    hide_search_form: false,
    feature_configuration: [
      { name: 'IS_ENTERPRISE', is_enabled: 'false' },
      { name: 'AUTHENTICATION_VIA_OTP', is_enabled: 0 },
    ],
    websiteimages_set: [
      { category: 'company_logo', image_url: dataImage('seal'), image_type: 'png' },
      { category: 'certification_logo', image_url: dataImage('seal'), image_type: 'png' },
    ],
    sitelink_set: [
      { type: 'linkedin', caption: 'LinkedIn', redirection_url: 'https://linkedin.example/atlas' },
    ],
    authorization_header: null,
    main_button_color: '#1D3557',
    about_us: '<p>Atlas Trade Desk serves travel agents in the Gulf.</p>',
    updates: null,
  },
  users: [
    {
      email: 'agent@atlas.example',
      password: 'Atlas-agent-1',
      role: 'Agency Employee',
      permission: ['view all bookings'],
      details: {
        first_name: 'Layla',
        last_name: 'Haddad',
        title: 'Ms.',
        code: '+971',
        mobile_number: '501112233',
      },
    },
  ],
  quotations: {
    'LD-7002': {
      owner: 'agent@atlas.example',
      quotation: {
        'Quotation Date': '2026-11-22T09:30:00Z',
        'Opportunity ID': 'OPP-5002-0042',
        'Travel Date': '2027-03-14',
        'Trip URL': 'https://atlas.example/detail/PK-77',
        departure_city: 'Dubai',
        Destinations: 'Baku, Tbilisi',
        'Customer Details': { name: 'Omar Saleh', email: 'omar@client.example', mobile: '+971 50 765 4321' },
        Price: { amount: '8450.50', currency: 'AED' },
        quote_pdf: null,
        lead_id: 'LD-7002',
        adults: 2,
        children: '1',
        infants: 0,
        destination_images: [{ image_url: dataImage('forest') }],
      },
    },
  },
};

/** Like sunrise, with one field no reader can make sense of: every page must still be served. */
const odd: StubSite = {
  ...sunrise,
  partnerId: 703,
  config: {
    ...sunrise.config,
    agency_details: { ...(sunrise.config.agency_details as object), name: 'Oddly Shaped Tours' },
    subdomain: 'odd',
    agency_id: 5003,
    partner: { id: 703, name: 'Oddly Shaped Tours', vendor_type: 'default' },
    testimonials_set: 'coming soon',
  },
  users: [],
  quotations: {},
};

export const STUB_SITES: Record<string, StubSite> = { sunrise, atlas, odd };

/** AES-256 key and iv (UTF-8) the stub expects for agencies that do not publish their own (§5). */
export const STUB_DEFAULT_PASSWORD_KEY = 'stub-default-password-key-32byte';
export const STUB_DEFAULT_PASSWORD_IV = 'stub-default-iv!';

/** Places the autocomplete answers from (§3 Autocomplete item fields). */
export const STUB_PLACES = [
  { name: 'Goa, India', id: 101, geo_type: 'City', country_code: 'IN', lat: '15.2993', lon: '74.1240' },
  {
    name: 'Goa Velha, Goa, India',
    id: 102,
    geo_type: 'City',
    country_code: 'IN',
    lat: '15.44',
    lon: '73.88',
  },
  {
    name: 'Munnar, Kerala, India',
    id: 103,
    geo_type: 'City',
    country_code: 'IN',
    lat: '10.08',
    lon: '77.06',
  },
  { name: 'Baku, Azerbaijan', id: 201, geo_type: 'City', country_code: 'AZ', lat: '40.41', lon: '49.87' },
  {
    name: 'Dubai International (DXB)',
    id: 301,
    geo_type: 'Airport',
    country_code: 'AE',
    lat: '25.25',
    lon: '55.36',
  },
] as const;

/** get_currency (§3 Currency: code, name, conversion_factor), deliberately a short list. */
export const STUB_CURRENCIES = [
  { code: 'INR', name: 'Indian Rupee', conversion_factor: 1 },
  { code: 'AED', name: 'UAE Dirham', conversion_factor: '0.044' },
  { code: 'EUR', name: 'Euro', conversion_factor: 0.011 },
  { code: 'USD', name: 'US Dollar', conversion_factor: 0.012 },
] as const;
