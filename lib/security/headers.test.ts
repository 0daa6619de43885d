import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  buildContentSecurityPolicy,
  type HeaderRule,
  LOCAL_HOST_PATTERN,
  securityHeaderRules,
} from './headers.mjs';

/** The policy as a map of directive → sources. */
const parse = (csp: string) =>
  new Map(
    csp.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources] as const;
    }),
  );

/** Headers Next would send for a path and host, applying the rules in order (later keys win). */
function headersFor(rules: HeaderRule[], path: string, hostname = 'demo.example.com') {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!getPathMatch(rule.source, { strict: true })(path)) continue;
    if (rule.missing?.some((m) => new RegExp(`^${m.value}$`).test(hostname))) continue;
    for (const h of rule.headers) out.set(h.key, h.value);
  }
  return out;
}

describe('buildContentSecurityPolicy', () => {
  it('locks down plugins, base URIs, form targets and framing', () => {
    const csp = parse(buildContentSecurityPolicy());
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("allows inline scripts (Next's RSC bootstrap without nonces) but eval only in development", () => {
    expect(parse(buildContentSecurityPolicy({ extra: {} })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(parse(buildContentSecurityPolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(parse(buildContentSecurityPolicy({ dev: true })).get('connect-src')).toContain('ws:');
    expect(parse(buildContentSecurityPolicy({ extra: {} })).get('connect-src')).toEqual(["'self'"]);
  });

  it('lets the release-notes widget for agency staff load, and nothing else from outside', () => {
    const csp = parse(buildContentSecurityPolicy());
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://app.getbeamer.com']);
    expect(csp.get('connect-src')).toContain('https://backend.getbeamer.com');
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets any site frame an embeddable (widget) page', () => {
    expect(parse(buildContentSecurityPolicy({ embeddable: true })).get('frame-ancestors')).toEqual(['*']);
  });

  it('adds third-party sources without duplicates, but never loosens the fixed directives', () => {
    const csp = parse(
      buildContentSecurityPolicy({
        extra: {
          'form-action': ['https://pay.example.com', "'self'"],
          'script-src': ['https://chat.example.com'],
          'frame-ancestors': ['*'],
          'object-src': ['*'],
        },
      }),
    );
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
    expect(csp.get('script-src')).toContain('https://chat.example.com');
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});

describe('securityHeaderRules', () => {
  const production = securityHeaderRules({ production: true });

  it.each(['/search/trips', '/api/v1/get_webconfig', '/_next/static/chunks/main.js', '/robots.txt', '/'])(
    'sends the baseline headers on %s',
    (path) => {
      const h = headersFor(production, path);
      expect(h.get('X-Content-Type-Options')).toBe('nosniff');
      expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('Permissions-Policy')).toContain('geolocation=(self)');
      expect(h.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(parse(h.get('Content-Security-Policy') ?? '').get('frame-ancestors')).toEqual(["'self'"]);
    },
  );

  it.each(['/search/trips/widgetsSearch/12/34', '/search/trips/widgetsSearch'])(
    'lets other sites frame the widget route %s',
    (path) => {
      const h = headersFor(production, path);
      expect(h.has('X-Frame-Options')).toBe(false);
      expect(parse(h.get('Content-Security-Policy') ?? '').get('frame-ancestors')).toEqual(['*']);
      expect(h.get('X-Content-Type-Options')).toBe('nosniff');
    },
  );

  it('does not treat look-alike paths as widget routes', () => {
    expect(headersFor(production, '/search/trips/widgetsSearchX').get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('sends HSTS in production except to local hosts', () => {
    expect(
      headersFor(production, '/search/trips', 'demo.example.com').get('Strict-Transport-Security'),
    ).toMatch(/^max-age=\d+/);
    expect(
      headersFor(production, '/search/trips', 'travel.agency.example').has('Strict-Transport-Security'),
    ).toBe(true);
    for (const host of ['localhost', 'demo.localhost', '127.0.0.1', '[']) {
      expect(headersFor(production, '/search/trips', host).has('Strict-Transport-Security')).toBe(false);
    }
  });

  it('keeps the local-host pattern anchored (a host merely containing "localhost" is not local)', () => {
    const local = new RegExp(`^${LOCAL_HOST_PATTERN}$`);
    expect(local.test('localhost.example.com')).toBe(false);
    expect(local.test('x127.0.0.1.example.com')).toBe(false);
  });

  it('never sends HSTS outside production', () => {
    const dev = securityHeaderRules({ production: false });
    expect(headersFor(dev, '/search/trips', 'demo.example.com').has('Strict-Transport-Security')).toBe(false);
    expect(
      parse(headersFor(dev, '/search/trips').get('Content-Security-Policy') ?? '').get('script-src'),
    ).toContain("'unsafe-eval'");
  });
});
