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
