import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TSiteConfigInput, ZSiteConfig } from '@/lib/contract/site-config';
import { currencyForCountry } from '@/lib/reference';
import { buildContentSecurityPolicy } from '@/lib/security/headers.mjs';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { chatProviderFor, siteScriptPlan, siteScriptsOf } from './plan';

const example = JSON.parse(
  readFileSync(path.join(process.cwd(), 'examples/tenants/chat-tags.json'), 'utf8'),
) as { config: TSiteConfigInput };
const demo = JSON.parse(
  readFileSync(path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json'), 'utf8'),
) as { config: TSiteConfigInput };

const wc = (config: TSiteConfigInput) => toWorkingConfig(ZSiteConfig.parse(config), { currencyForCountry });
const withFe = (fe: Record<string, unknown>, extra: Partial<TSiteConfigInput> = {}) =>
  wc({ ...demo.config, ...extra, fe_config: { ...demo.config.fe_config, ...fe } } as TSiteConfigInput);

const parse = (csp: string) =>
  new Map(
    csp.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources] as const;
    }),
  );

it('reads the chat provider as agencies write it', () => {
  expect(chatProviderFor('Tawk.to')).toBe('tawk');
  expect(chatProviderFor('LiveChat')).toBe('livechat');
  expect(chatProviderFor('HubSpot')).toBe('hubspot');
  expect(chatProviderFor('ICQ')).toBeNull();
  expect(chatProviderFor('__proto__')).toBeNull();
  expect(chatProviderFor(null)).toBeNull();
});

it('a site that configures nothing has no plan (its pages carry nothing new)', () => {
  expect(siteScriptPlan(wc(demo.config))).toBeNull();
});

it('the example tenant loads its chat, Google tag and Meta pixel, each under its purpose', () => {
  const plan = siteScriptPlan(wc(example.config), false);
  expect(plan?.scripts).toEqual([
    { provider: 'tawk', id: '64f1c2a9b1e7d3a5c9e01234/1h9abc123' },
    { provider: 'googleTag', id: 'G-LAGOON2026' },
    { provider: 'metaPixel', id: '123456789012345' },
  ]);
  expect(plan?.purposes).toEqual(['chat', 'analytics', 'advertising']);
});

it("the site's policy opens exactly its providers' origins, without framing rules a meta cannot carry", () => {
  const csp = parse(siteScriptPlan(wc(example.config), false)?.policy ?? '');
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).toEqual(
    expect.arrayContaining([
      'https://embed.tawk.to',
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]),
  );
  // Another provider's origin (in the header's union) is not opened for this site.
  expect(scriptSrc).not.toContain('https://widget.intercom.io');
  expect(scriptSrc).not.toContain('https://securepubads.g.doubleclick.net');
  expect(csp.has('frame-ancestors')).toBe(false);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Everything else as the header's.
  const header = parse(buildContentSecurityPolicy());
  expect(csp.get('default-src')).toEqual(header.get('default-src'));
  expect(csp.get('form-action')).toEqual(header.get('form-action'));
});

it('a chat turned off, an unknown provider or an id of the wrong shape loads nothing', () => {
  expect(siteScriptsOf(withFe({ chatbot: { enabled: false, name: 'crisp', id: 'x' } }))).toEqual([]);
  expect(siteScriptsOf(withFe({ chatbot: { enabled: true, name: 'Unknown', id: 'abc' } }))).toEqual([]);
  expect(siteScriptsOf(withFe({ chatbot: { enabled: true, name: 'Intercom', id: '../x?y' } }))).toEqual([]);
  expect(siteScriptsOf(withFe({ google_tag_id: 'javascript:alert(1)' }))).toEqual([]);
  expect(siteScriptsOf(withFe({ fb_pixel_id: '12345678901234567890123' }))).toEqual([]);
});

it("agency 379's advertising scripts come with its capability alone", () => {
  expect(siteScriptsOf(withFe({}, { agency_id: 379 }))).toEqual([{ provider: 'advertising', id: '' }]);
  expect(siteScriptPlan(withFe({}, { agency_id: 379 }))?.purposes).toEqual(['advertising']);
});
