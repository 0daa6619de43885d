import languages from '@/examples/tenants/languages.json';
import b2b from '@/lib/backend/seed/tenants/b2b.json';
import demo from '@/lib/backend/seed/tenants/demo.json';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { toPublicSiteConfig } from './public-config';
import { toWorkingConfig } from './working-config';

/**
 * Every field that may leave the server in the public site configuration, as dotted paths (list
 * items under `[]`). Adding a field to the projection means adding it here, on purpose.
 */
const ALLOWED = new Set([
  'agency_details.name',
  'agency_details.details.country',
  'agency_details.details.invoice_currency',
  'agency_details.details.code',
  'agency_details.details.mobile_number',
  'agency_details.details.email',
  'subdomain',
  'agency_id',
  'partner',
  'vendor_type',
  'allowed_modes[].order',
  'allowed_modes[].display_name',
  'allowed_modes[].enabled',
  'allowed_modes[].type',
  'allowed_modes[].image',
  'offline_inventory_enabled',
  'browser_tab_header',
  'meta',
  'meta_description',
  'tagline',
  'tagline_color',
  'testimonials_set[].name',
  'testimonials_set[].text',
  'testimonials_set[].designation',
  'testimonials_set[].image_url',
  'testimonials_set[].rating',
  'customercare_set[].type',
  'customercare_set[].value',
  'invite_only',
  'show_banner',
  'show_top_dest',
  'show_non_refundable_items.hotel',
  'search_form',
  'charge_cancellation_fee',
  'hide_branding',
  'hide_copyright',
  'hide_payment_gateway',
  'uibuilder.status',
  'uibuilder.uiElementList[].section',
  'uibuilder.uiElementList[].type',
  'uibuilder.uiElementList[].subCategory',
  'uibuilder.uiElementList[].css',
  'uibuilder.uiElementList[].content',
  'fe_config.chatbot.enabled',
  'fe_config.chatbot.name',
  'fe_config.chatbot.id',
  'fe_config.fb_pixel_id',
  'fe_config.google_tag_id',
  'fe_config.beamer_id',
  'pricing_option.id',
  'topdestinations_set[].name',
  'topdestinations_set[].image_url',
  'topdestinations_set[].description',
  'topdestinations_set[].search_text',
  'no_booking',
  'hide_search_form',
  'feature_configuration[].name',
  'feature_configuration[].is_enabled',
  'websiteimages_set[].category',
  'websiteimages_set[].image_url',
  'websiteimages_set[].image_type',
  'sitelink_set[].type',
  'sitelink_set[].caption',
  'sitelink_set[].redirection_url',
  'main_button_color',
  'theme.primary_color',
  'theme.secondary_color',
  'theme.text_color',
  'theme.font_family',
  'about_us',
  'updates',
  'legal.terms_html',
  'legal.privacy_html',
  'legal.cancellation_html',
  'locales[]',
  'default_locale',
  'widgets[].widget_id',
  'widgets[].app_id',
  'widgets[].allowed_origins[]',
  'capabilities[]',
  'organization.legalName',
  'organization.alternateName',
  'organization.foundingDate',
  'organization.address.streetAddress',
  'organization.address.addressLocality',
  'organization.address.addressRegion',
  'organization.address.postalCode',
  'organization.address.addressCountry',
  'organization.sameAs[]',
  'locales[]',
  'default_locale',
  'translations.*.tagline',
  'translations.*.about_us',
  'translations.*.legal.terms_html',
  'translations.*.legal.privacy_html',
  'translations.*.legal.cancellation_html',
  'translations.*.disclaimer_text',
  'translations.*.meta_description',
  'translations.*.updates',
  'translations.*.builder.*.textContent',
  'translations.*.builder.*.linkContent',
  'translations.*.modes.*',
  'translations.*.links.*',
  'translations.*.browser_tab_header',
  'translations.*.top_destinations.*.name',
  'translations.*.top_destinations.*.description',
  'translations.*.testimonials.*.text',
  'translations.*.testimonials.*.designation',
]);
/** Free-form page-builder content: its inner keys are the agency's own page content. */
const OPAQUE = ['uibuilder.uiElementList[].css', 'uibuilder.uiElementList[].content'];
/** Maps keyed by the agency's own names (a locale tag, a builder element): one `*` stands for each key. */
const KEYED = [
  'translations',
  'translations.*.builder',
  'translations.*.modes',
  'translations.*.links',
  'translations.*.top_destinations',
  'translations.*.testimonials',
];

function paths(value: unknown, prefix = ''): string[] {
  if (OPAQUE.includes(prefix)) return [prefix];
  if (KEYED.includes(prefix) && value && typeof value === 'object')
    return Object.values(value).flatMap((v) => paths(v, `${prefix}.*`));
  if (Array.isArray(value)) return value.length ? value.flatMap((v) => paths(v, `${prefix}[]`)) : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** A configuration with every field of the spec and then some, each private one set. */
const everything = {
  ...demo.config,
  partner: { id: 11, name: 'Wanderlight', vendor_type: 'default', api_key: 'partner-secret' },
  payment_gateway_provider: 'stripe',
  payment_gateway_details: { secret_key: 'sk_live_123', merchant_id: 'M-1' },
  discount_config: [{ code: 'WELCOME10', type: 'percent', value: 10 }],
  taxconfig_set: [{ name: 'VAT', type: 'percent', value: 20 }],
  pricing_configuration: { hotel: 1.15 },
  markup_rules: [
    { mode: 'hotel', destination: 'Zanzibar', supplier: 'grn', type: 'fixed', value: 12, currency: 'USD' },
  ],
  voucher_notes: 'Net rates are confidential.',
  provider_configuration: [{ bit_type: 'hotel', providers: ['grn'], grn_token: 'grn-secret' }],
  authorization_header: 'Basic c2VjcmV0OnNlY3JldA==',
  grn_token: 'grn-secret-2',
  fe_config: {
    ...demo.config.fe_config,
    oauth: { client_id: 'cid', token_endpoint: 'https://idp.example/token' },
    mobile_configuration: { internal: 'x' },
    chatbot: { enabled: true, name: 'crisp', id: 'c-1', secret: 'chat-secret' },
  },
  theme: { primary_color: '#000000', internal_note: 'x' },
  organization: { legalName: 'Wanderlight Ltd', taxId: 'GB123' },
  legal: { terms_html: '<p>T</p>', privacy_html: '<p>P</p>', cancellation_html: '<p>C</p>', draft: 'x' },
  widgets: [{ widget_id: 'w', app_id: 'a', allowed_origins: ['https://a.example'], api_secret: 'x' }],
  uibuilder: {
    status: true,
    uiElementList: [
      { section: 'header', type: 'text', css: { color: 'red' }, content: { textContent: 'Hi' } },
    ],
  },
  hideCopyRight: true,
  unknown_future_field: { token: 'x' },
  locales: ['en-GB', 'fr-FR'],
  default_locale: 'en-GB',
  translations: {
    'fr-FR': {
      tagline: 'Bonjour',
      about_us: '<p>Qui</p>',
      legal: {
        terms_html: '<p>T</p>',
        privacy_html: '<p>P</p>',
        cancellation_html: '<p>C</p>',
        draft: 'internal',
      },
      disclaimer_text: 'Tarifs indicatifs',
      meta_description: 'Voyages',
      updates: '<p>Nouvelles</p>',
      builder: { 'header-0': { textContent: 'Salut', linkContent: 'Voir', internal_note: 'x' } },
      modes: { stay1: 'Hôtels' },
      links: { Careers: 'Carrières' },
      voucher_notes: 'confidential',
    },
  },
};

describe('the public site configuration', () => {
  it('lets only the listed fields leave the server', () => {
    for (const cfg of [everything, demo.config, b2b.config]) {
      const leaving = paths(toPublicSiteConfig(cfg));
      expect(leaving.filter((p) => !ALLOWED.has(p))).toEqual([]);
    }
    const text = JSON.stringify(toPublicSiteConfig(everything));
    for (const secret of [
      'WELCOME10',
      'sk_live_123',
      'M-1',
      'VAT',
      '1.15',
      'confidential',
      'grn-secret',
      'c2VjcmV0',
      'partner-secret',
      'chat-secret',
      'cid',
      'GB123',
      'Zanzibar',
      'markup_rules',
      'internal',
      'unknown_future_field',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps what the site needs: the working configuration of the projection looks the same', () => {
    const ctx = { currencyForCountry: (c: string) => (c === 'GB' ? 'GBP' : c === 'NL' ? 'EUR' : null) };
    // The example in three languages: its locales and texts per language reach the site.
    for (const cfg of [demo.config, b2b.config, languages.config]) {
      const full = toWorkingConfig(ZSiteConfig.parse(cfg), ctx);
      const pub = toWorkingConfig(ZSiteConfig.parse(toPublicSiteConfig(cfg)), ctx);
      const {
        pricingConfiguration,
        markupRules,
        discountCodes,
        taxconfig_set,
        paymentGatewayProvider,
        paymentGatewayDetails,
        voucherNotes,
        providerConfiguration,
        hotelSource,
        grn_token,
        authHeader,
        agency_details,
        // The agency's own user id: no screen uses it.
        agent_id,
        ...visible
      } = full;
      expect(pub).toMatchObject(visible);
      expect(pub.discountCodes).toEqual([]);
      expect(pub.taxconfig_set).toEqual([]);
      expect(pub.paymentGatewayDetails).toEqual({});
      expect(pub.agency_details.name).toBe(agency_details.name);
    }
  });

  it("drops the agency's markup rules: the server prices with them, no browser holds them", () => {
    const ctx = { currencyForCountry: () => null };
    const rules = [{ mode: 'hotel' as const, destination: 'Paris', type: 'percent' as const, value: 10 }];
    const cfg = { ...demo.config, markup_rules: rules };
    const pub = toPublicSiteConfig(cfg);
    expect(Object.keys(pub)).not.toContain('markup_rules');
    expect(toWorkingConfig(ZSiteConfig.parse(cfg), ctx).markupRules).toEqual(rules);
    expect(toWorkingConfig(ZSiteConfig.parse(pub), ctx).markupRules).toEqual([]);
  });

  it('reads each field on its own: a wrong one is left out, the rest kept', () => {
    const pub = toPublicSiteConfig({
      ...demo.config,
      show_banner: 'yes',
      allowed_modes: [{ type: 'stay1', display_name: 'Hotels', order: 1 }, { nonsense: true }],
    });
    expect(pub.show_banner).toBeUndefined();
    expect(pub.allowed_modes).toEqual([{ type: 'stay1', display_name: 'Hotels', order: 1 }]);
    expect(pub.agency_details?.name).toBe('Wanderlight Holidays');
    expect(toPublicSiteConfig(null)).toEqual({});
    expect(toPublicSiteConfig({ partner: 12 }).partner).toBe(12);
    expect(toPublicSiteConfig({ hideCopyRight: true }).hide_copyright).toBe(true);
  });
});
