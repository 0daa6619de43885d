import { SITE_SCRIPT_SOURCES } from '@/lib/security/headers.mjs';
import { CHAT_PROVIDERS, PROVIDERS, type ScriptDirective } from './registry';

/** Does a CSP source expression (origin, optionally `*.` host wildcard) allow this URL? */
function allows(source: string, url: string): boolean {
  const u = new URL(url);
  const m = /^(https|wss):\/\/(\*\.)?([^/]+)$/.exec(source);
  if (!m) return false;
  if (`${m[1]}:` !== u.protocol) return false;
  return m[2] ? u.hostname.endsWith(`.${m[3]}`) : u.hostname === m[3];
}

const SAMPLE_IDS: Record<string, string> = {
  tawk: '64f1c2a9b1e7d3a5c9e01234/1h9abc123',
  crisp: '7598bf86-9ebb-46bc-8c61-be8022bbb28a',
  livechat: '12345678',
  hubspot: '4567890',
  olark: '1234-567-89-0123',
  googleTag: 'G-LAGOON2026',
  metaPixel: '123456789012345',
  advertising: '',
};

it('names ten chat providers', () => {
  expect(Object.keys(CHAT_PROVIDERS)).toHaveLength(10);
});

describe.each(Object.entries(PROVIDERS))('%s', (name, provider) => {
  const id = SAMPLE_IDS[name] ?? 'abc123';

  it("takes an id of its shape and refuses one that would change the script's address", () => {
    expect(provider.idPattern.test(id)).toBe(true);
    for (const bad of ['x/../../evil', 'a b', 'https://evil.example/x', '"><script>', 'a?b=c'])
      expect(provider.idPattern.test(bad)).toBe(false);
  });

  it('loads its snippet from an https origin its own script-src lists', () => {
    const url = provider.scriptUrl(id);
    expect(url.startsWith('https://')).toBe(true);
    expect((provider.sources['script-src'] ?? []).some((s) => allows(s, url))).toBe(true);
  });

  it('needs no origin the static header leaves out', () => {
    for (const [directive, sources] of Object.entries(provider.sources)) {
      for (const s of sources) expect(SITE_SCRIPT_SOURCES[directive as ScriptDirective] ?? []).toContain(s);
    }
  });
});

it('the static header lists no site-script origin that no provider needs', () => {
  for (const [directive, sources] of Object.entries(SITE_SCRIPT_SOURCES)) {
    const needed = new Set(
      Object.values(PROVIDERS).flatMap((p) => p.sources[directive as ScriptDirective] ?? []),
    );
    for (const s of sources) expect([directive, needed.has(s)]).toEqual([directive, true]);
  }
});
