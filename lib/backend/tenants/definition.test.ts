import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHIPPED_LOCALES } from '@/i18n/locales';
import b2b from '../seed/tenants/b2b.json';
import demo from '../seed/tenants/demo.json';
import { describeIssues, ZTenantDefinition } from './definition';

const issues = (raw: unknown) => {
  const parsed = ZTenantDefinition.safeParse(raw);
  return parsed.success ? [] : describeIssues(parsed.error);
};
const withConfig = (patch: Record<string, unknown>) => ({ ...demo, config: { ...demo.config, ...patch } });

describe('ZTenantDefinition', () => {
  it('accepts both seed tenants', () => {
    expect(issues(demo)).toEqual([]);
    expect(issues(b2b)).toEqual([]);
  });

  it('names each bad field with its path', () => {
    expect(issues(withConfig({ main_button_color: 'blue', tagline_color: '#12345' }))).toEqual([
      'config.tagline_color: Expected a hex colour such as #0b5cad',
      'config.main_button_color: Expected a hex colour such as #0b5cad',
    ]);
    expect(issues(withConfig({ theme: { primary_color: 'red' } }))).toEqual([
      'config.theme.primary_color: Expected a hex colour such as #0b5cad',
    ]);
    expect(
      issues(
        withConfig({ websiteimages_set: [{ category: 'company_logo', image_url: 'javascript:alert(1)' }] }),
      ),
    ).toEqual(['config.websiteimages_set.0.image_url: Expected an absolute URL or a path starting with /']);
  });

  it('refuses unknown keys (a typo must not pass silently) at the top level and in config', () => {
    expect(issues({ ...demo, domain: [] })).toEqual(['(root): Unrecognized key: "domain"']);
    expect(issues(withConfig({ tagline_colour: '#ffffff' }))).toEqual([
      'config: Unrecognized key: "tagline_colour"',
    ]);
  });

  it('requires a usable, unreserved key equal to config.subdomain', () => {
    expect(issues({ ...demo, key: 'Demo Site' })[0]).toMatch(/^key: Expected a subdomain/);
    expect(issues({ ...demo, key: 'admin', config: { ...demo.config, subdomain: 'admin' } })[0]).toMatch(
      /^key: /,
    );
    expect(issues({ ...demo, key: 'other' })).toEqual(['config.subdomain: Must equal the tenant key']);
  });

  it('lowercases domains and refuses what is not a domain name', () => {
    const parsed = ZTenantDefinition.parse({ ...demo, domains: ['Travel.Example.COM'] });
    expect(parsed.domains).toEqual(['travel.example.com']);
    expect(issues({ ...demo, domains: ['localhost', 'http://x.example'] })).toEqual([
      'domains.0: Expected a domain name such as travel.example.com',
      'domains.1: Expected a domain name such as travel.example.com',
    ]);
  });
});

describe('ZTenantDefinition: markup rules (issue 32 item 6)', () => {
  it('accepts rules by mode, destination and supplier, percent or fixed in a currency', () => {
    const parsed = ZTenantDefinition.parse(
      withConfig({
        markup_rules: [
          { mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 },
          {
            mode: 'activity',
            destination: 'fr',
            supplier: 'offline',
            type: 'fixed',
            value: 5,
            currency: 'usd',
          },
        ],
      }),
    );
    expect(parsed.config.markup_rules?.[1]?.currency).toBe('USD');
  });

  it('names the rule and the field of each problem', () => {
    expect(
      issues(
        withConfig({
          markup_rules: [
            { mode: 'hotel', type: 'fixed', value: 5 },
            { mode: 'boat', type: 'percent', value: 10 },
            { mode: 'hotel', type: 'fixed', value: 5, currency: 'XYZ' },
            { mode: 'hotel', type: 'percent', value: -1 },
            { mode: 'hotel', type: 'percent', value: 1, destinaton: 'Rome' },
          ],
        }),
      ),
    ).toEqual([
      'config.markup_rules.0.currency: A fixed markup needs its currency: an ISO 4217 code such as EUR',
      expect.stringMatching(/^config\.markup_rules\.1\.mode: /),
      'config.markup_rules.2.currency: Expected an active ISO 4217 currency code such as EUR',
      expect.stringMatching(/^config\.markup_rules\.3\.value: /),
      'config.markup_rules.4: Unrecognized key: "destinaton"',
    ]);
  });
});

describe('ZTenantDefinition: translations (issue 31)', () => {
  const polyglot = (translations: unknown) =>
    withConfig({ locales: ['en-GB', 'fr-FR'], default_locale: 'en-GB', translations });

  it("accepts the agency's texts for a language the site offers", () => {
    expect(
      issues(
        polyglot({
          'fr-FR': {
            tagline: 'Bonjour',
            legal: { terms_html: '<p>Conditions</p>' },
            builder: { 'header-0-1': { textContent: 'Salut' }, '3': { linkContent: 'Voir' } },
            modes: { stay1: 'Hôtels' },
            links: { 'Travel guides': 'Guides de voyage', ' Careers ': 'Carrières' },
          },
        }),
      ),
    ).toEqual([]);
  });

  it('names a mode type the site does not have and a link caption it does not show', () => {
    expect(
      issues(
        polyglot({ 'fr-FR': { modes: { cruise: 'Croisières' }, links: { 'Travel Guides': 'Guides' } } }),
      ),
    ).toEqual([
      'config.translations.fr-FR.modes.cruise: Expected a mode type of config.allowed_modes (stay1, activity, …)',
      'config.translations.fr-FR.links.Travel Guides: Expected the caption of a link in config.sitelink_set, as written in the default language',
    ]);
    // The demo's destinations are Paris, Rome…; its testimonials Priya Raman, Tom Whitfield…
    expect(
      issues(
        polyglot({
          'fr-FR': {
            top_destinations: { Paris: { description: 'Cafés' }, Atlantis: { name: 'Atlantide' } },
            testimonials: { 'Priya Raman': { text: 'Super' }, Nobody: { text: 'x' } },
          },
        }),
      ),
    ).toEqual([
      'config.translations.fr-FR.top_destinations.Atlantis: Expected the name of a destination in config.topdestinations_set, as written there',
      'config.translations.fr-FR.testimonials.Nobody: Expected the name of a traveller in config.testimonials_set, as written there',
    ]);
    expect(issues(polyglot({ 'fr-FR': { modes: { stay1: 3 } } }))).toEqual([
      'config.translations.fr-FR.modes.stay1: Invalid input: expected string, received number',
    ]);
  });

  it('names a locale not shipped, spelt otherwise, or not offered, a misspelt field and an unknown builder name', () => {
    expect(
      issues(
        polyglot({
          'fr-fr': { tagline: 'x' },
          'tlh-KX': { tagline: 'x' },
          'de-DE': { tagline: 'x' },
          'fr-FR': {
            taglne: 'x',
            legal: { terms: 'x' },
            builder: { sidebar: { textContent: 'x' }, '1': { text: 'x' } },
          },
        }),
      ).sort(),
    ).toEqual(
      [
        'config.translations.fr-FR: Unrecognized key: "taglne"',
        'config.translations.fr-FR.legal: Unrecognized key: "terms"',
        'config.translations.fr-FR.builder.1: Unrecognized key: "text"',
        `config.translations.fr-fr: Expected a shipped locale: ${SHIPPED_LOCALES.join(', ')}`,
        `config.translations.tlh-KX: Expected a shipped locale: ${SHIPPED_LOCALES.join(', ')}`,
        'config.translations.de-DE: The site does not offer de-DE: add it to config.locales',
        'config.translations.fr-FR.builder.sidebar: Expected a builder element: its id (header-0, search-1-2) or its place in uiElementList (3, 3-1)',
      ].sort(),
    );
  });
});

describe('every example tenant (examples/tenants)', () => {
  const dir = path.join(process.cwd(), 'examples/tenants');
  const examples = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))] as const);

  it.each(examples.filter(([f]) => f !== 'alpine-bad.json'))(
    '%s is a valid tenant definition',
    (_f, example) => {
      expect(issues(example)).toEqual([]);
    },
  );

  it('refuses alpine-bad.json, which shows the CLI refusing a bad file', () => {
    expect(issues(examples.find(([f]) => f === 'alpine-bad.json')?.[1]).length).toBeGreaterThan(0);
  });

  it("gives each site, bar the bad copy of alpine, its own key and agency, none a seed tenant's", () => {
    const sites = [demo, b2b, ...examples.filter(([f]) => f !== 'alpine-bad.json').map(([, e]) => e)];
    const keys = sites.map((s) => s.key);
    const agencies = sites.map((s) => s.config.agency_id);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(agencies).size).toBe(agencies.length);
  });
});
