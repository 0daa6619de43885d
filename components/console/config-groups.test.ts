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
