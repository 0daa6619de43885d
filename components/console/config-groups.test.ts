import { ZSiteConfig } from '@/lib/contract/site-config';
import { BRAND_PATHS } from './brand-draft';
import {
  CONFIG_GROUPS,
  type ConfigField,
  isGroupProblem,
  problemsOfField,
  readField,
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
