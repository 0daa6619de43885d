import { ZSiteConfig } from '@/lib/contract/site-config';
import { BRAND_PATHS } from './brand-draft';
import {
  CONFIG_GROUPS,
  type ConfigField,
  isGroupProblem,
  linesOf,
  listOfLines,
  problemsOfField,
  readField,
  rowsOf,
  withCell,
  withNewRow,
  withoutRow,
  withSwitch,
  writeField,
} from './config-groups';

const field = (key: string): ConfigField => {
  const found = CONFIG_GROUPS.flatMap((g) => g.fields).find((x) => x.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

const SITE = {
  subdomain: 'demo',
  invite_only: false,
  fe_config: { google_tag_id: 'G-1', chatbot: { enabled: false, name: null, id: null } },
  feature_configuration: [
    { name: 'AUTHENTICATION_VIA_OTP', is_enabled: false },
    { name: 'IS_SOTC', is_enabled: true },
  ],
  allowed_modes: [{ type: 'stay1', display_name: 'Hotels', enabled: true }],
};

describe('console configuration groups', () => {
  it('offers every group the issue names, and never the site’s identity', () => {
    expect(CONFIG_GROUPS.map((g) => g.id)).toEqual([
      'agency',
      'home',
      'modes',
      'pages',
      'builder',
      'legal',
      'languages',
      'pricing',
      'discounts',
      'payments',
      'chat',
      'access',
    ]);
    const paths = CONFIG_GROUPS.flatMap((g) => g.fields.map((x) => x.path[0]));
    expect(paths).not.toContain('subdomain');
    expect(paths).not.toContain('agency_id');
    // Each field once.
    expect(new Set(CONFIG_GROUPS.flatMap((g) => g.fields.map((x) => x.key))).size).toBe(paths.length);
  });

  it('with the brand and markup sections, edits every field of the configuration the storefront reads', () => {
    const edited = new Set([
      ...CONFIG_GROUPS.flatMap((g) =>
        g.fields.map((x) => (x.kind === 'flag' ? 'feature_configuration' : x.path[0])),
      ),
      ...Object.values(BRAND_PATHS).flatMap((paths) => paths.map((p) => p.split('.')[1])),
      // The markup section (markup-draft.ts).
      'pricing_configuration',
      'markup_rules',
    ]);
    // The site's identity and what only the platform sets: never offered to an agency.
    const platformOnly = [
      'subdomain',
      'agency_id',
      'user_id',
      'partner',
      'vendor_type',
      'authorization_header',
    ];
    const missing = Object.keys(ZSiteConfig.shape).filter((k) => !edited.has(k) && !platformOnly.includes(k));
    expect(missing).toEqual([]);
    for (const k of platformOnly) expect(edited.has(k)).toBe(false);
  });

  it('reads and writes nested fields, creating what is missing, without changing the draft given', () => {
    expect(readField(SITE, field('googleTag'))).toBe('G-1');
    const next = writeField(SITE, field('chatId'), 'abc');
    expect(next.fe_config).toEqual({
      google_tag_id: 'G-1',
      chatbot: { enabled: false, name: null, id: 'abc' },
    });
    expect(SITE.fe_config.chatbot.id).toBeNull();
    const priced = writeField({}, field('pricingOption'), 0);
    expect(priced).toEqual({ pricing_option: { id: 0 } });
    // An emptied line is the site's default.
    expect(writeField(SITE, field('googleTag'), '  ').fe_config).toMatchObject({ google_tag_id: null });
    expect(readField(writeField(SITE, field('inviteOnly'), true), field('inviteOnly'))).toBe(true);
  });

  it('switches sign-in flags in feature_configuration, keeping the other features', () => {
    expect(readField(SITE, field('otp'))).toBe(false);
    const on = writeField(SITE, field('otp'), true);
    expect(readField(on, field('otp'))).toBe(true);
    expect(on.feature_configuration).toEqual([
      { name: 'IS_SOTC', is_enabled: true },
      { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true },
    ]);
    expect(readField(writeField(on, field('oauth'), true), field('oauth'))).toBe(true);
  });

  it('edits a list of records row by row, keeping what a record holds beyond the columns', () => {
    const links = field('links');
    const columns = links.columns ?? [];
    const draft = {
      sitelink_set: [{ type: 'footer', caption: 'Careers', redirection_url: '/careers', order: 2 }],
    };
    let rows = rowsOf(draft, links);
    rows = withNewRow(rows, columns);
    // A new row: the first place, an empty caption and address.
    expect(rows[1]).toEqual({ type: 'header', caption: '', redirection_url: '' });
    const caption = columns.find((c) => c.key === 'caption');
    if (!caption) throw new Error('no caption column');
    rows = withCell(rows, 0, caption, 'Jobs');
    expect(rows[0]).toEqual({ type: 'footer', caption: 'Jobs', redirection_url: '/careers', order: 2 });
    // An emptied cell is null, for the schema to refuse beside the field if it must have one.
    expect(withCell(rows, 0, caption, '  ')[0]?.caption).toBeNull();
    const next = writeField(draft, links, withoutRow(rows, 1));
    expect(next.sitelink_set).toEqual([
      { type: 'footer', caption: 'Jobs', redirection_url: '/careers', order: 2 },
    ]);
    expect(draft.sitelink_set[0]?.caption).toBe('Careers');
  });

  it('keeps a number a number, and a text that is none as typed for the server to refuse', () => {
    const taxes = field('taxes');
    const value = (taxes.columns ?? []).find((c) => c.key === 'value');
    if (!value) throw new Error('no value column');
    expect(withCell([{ name: 'VAT' }], 0, value, ' 20.5 ')[0]?.value).toBe(20.5);
    expect(withCell([{ name: 'VAT' }], 0, value, 'twenty')[0]?.value).toBe('twenty');
  });

  it('a discount code is on unless switched off; a new one starts on', () => {
    const codes = field('discountCodes');
    const active = (codes.columns ?? []).find((c) => c.key === 'active');
    if (!active) throw new Error('no active column');
    const rows = withNewRow([], codes.columns ?? []);
    expect(rows[0]).toMatchObject({ type: 'percent', value: 0, active: true });
    expect(withSwitch(rows, 0, active, false)[0]?.active).toBe(false);
  });

  it('certification logos are the certification images of the image list; the other images stay', () => {
    const certificates = field('certificates');
    const draft = {
      websiteimages_set: [
        { category: 'company_logo', image_url: '/logo.svg' },
        { category: 'certification_logo', image_url: '/atol.png', image_type: 'image' },
        { category: 'favicon', image_url: '/favicon.ico' },
      ],
    };
    expect(rowsOf(draft, certificates)).toEqual([
      { category: 'certification_logo', image_url: '/atol.png', image_type: 'image' },
    ]);
    const next = writeField(draft, certificates, [
      { image_url: '/atol.png', image_type: 'image' },
      { image_url: '/iata.png' },
    ]);
    expect(next.websiteimages_set).toEqual([
      { category: 'company_logo', image_url: '/logo.svg' },
      { category: 'favicon', image_url: '/favicon.ico' },
      { category: 'certification_logo', image_url: '/atol.png', image_type: 'image' },
      { category: 'certification_logo', image_url: '/iata.png' },
    ]);
    expect(writeField(draft, certificates, []).websiteimages_set).toHaveLength(2);
  });

  it('a list of words is a line each', () => {
    expect(linesOf(['en-GB', 'fr-FR', 3])).toBe('en-GB\nfr-FR');
    expect(linesOf(null)).toBe('');
    expect(listOfLines(' en-GB \n\n fr-FR\n')).toEqual(['en-GB', 'fr-FR']);
  });

  it('gives each field its server problems, nested ones with their place', () => {
    const problems = [
      'config.allowed_modes.0.display_name: Required',
      'config.fe_config.chatbot.id: Expected string',
      'config.main_button_color: Expected a hex colour such as #0b5cad',
    ];
    expect(problemsOfField(problems, field('modes'))).toEqual(['allowed_modes.0.display_name: Required']);
    expect(problemsOfField(problems, field('chatId'))).toEqual(['Expected string']);
    expect(problemsOfField(problems, field('chatName'))).toEqual([]);
    expect(problems.map(isGroupProblem)).toEqual([true, true, false]);
  });
});
