import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  buildContentSecurityPolicy,
  GATEWAY_DIRECTIVES,
  type HeaderRule,
  LOCAL_HOST_PATTERN,
  NONCE_PLACEHOLDER,
  paymentPagePolicy,
  SITE_SCRIPT_SOURCES,
  securityHeaderRules,
  sitePagePolicy,
  siteScriptsPolicy,
  widgetPagePolicy,
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

  it("allows inline scripts by the response's nonce only, and inline or eval only in development", () => {
    expect(parse(buildContentSecurityPolicy({ extra: {} })).get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE_PLACEHOLDER}'`,
    ]);
    expect(buildContentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe/);
    expect(parse(buildContentSecurityPolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(parse(buildContentSecurityPolicy({ dev: true })).get('connect-src')).toContain('ws:');
    expect(parse(buildContentSecurityPolicy({ extra: {} })).get('connect-src')).toEqual(["'self'"]);
  });

  it('lets the release-notes widget and the site-script providers load, and nothing else from outside', () => {
    const csp = parse(buildContentSecurityPolicy());
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE_PLACEHOLDER}'`,
      'https://app.getbeamer.com',
      ...(SITE_SCRIPT_SOURCES['script-src'] ?? []),
    ]);
    expect(csp.get('connect-src')).toContain('https://backend.getbeamer.com');
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the listed ancestors frame a page, only them', () => {
    const csp = parse(buildContentSecurityPolicy({ frameAncestors: ["'self'", 'https://agency.example'] }));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://agency.example']);
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

describe('widgetPagePolicy (a widget framed by the origins its site lists)', () => {
  it('frames from our origin alone when the site lists nobody', () => {
    expect(parse(widgetPagePolicy()).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds each listed origin once; anything but a plain http(s) origin is dropped', () => {
    const csp = parse(
      widgetPagePolicy({
        origins: [
          'https://agency.example',
          'https://agency.example',
          'http://agency.localhost:4999',
          '*',
          'https://*.example.com',
          'https://agency.example/path',
          "'unsafe-inline'",
          'javascript:alert(1)',
          'https://evil.example; script-src *',
        ],
      }),
    );
    expect(csp.get('frame-ancestors')).toEqual([
      "'self'",
      'https://agency.example',
      'http://agency.localhost:4999',
    ]);
    // The rest is the site's ordinary policy.
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(parse(buildContentSecurityPolicy()).get('script-src'));
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
    'leaves the widget route %s its per-site policy (set by the proxy), baseline headers kept',
    (path) => {
      const h = headersFor(production, path);
      expect(h.has('X-Frame-Options')).toBe(false);
      expect(h.has('Content-Security-Policy')).toBe(false);
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

describe("paymentPagePolicy (a site's payment routes)", () => {
  const RAZORPAY = 'https://api.razorpay.com';

  it('opens form-action to exactly the gateway origin it is given, and nothing else', () => {
    const csp = parse(paymentPagePolicy({ gateway: { 'form-action': [RAZORPAY] } }));
    expect(csp.get('form-action')).toEqual([RAZORPAY]);
    for (const d of ['frame-src', 'connect-src', 'script-src', 'default-src'])
      expect(csp.get(d)).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
  });

  it('opens each of the four directives only to its own list', () => {
    const gateway = {
      'form-action': ['https://a.example'],
      'frame-src': ['https://b.example'],
      'connect-src': ['https://c.example'],
      'script-src': ['https://d.example'],
    };
    const csp = parse(paymentPagePolicy({ gateway }));
    for (const d of GATEWAY_DIRECTIVES) expect(csp.get(d)).toEqual(gateway[d as keyof typeof gateway]);
  });

  it('allows its own inline script by hash only, never unsafe-inline', () => {
    const csp = parse(paymentPagePolicy({ scriptHashes: ['sha256-abc='] }));
    expect(csp.get('script-src')).toEqual(["'sha256-abc='"]);
  });

  it('takes origins only: a path, a wildcard, another scheme or a keyword opens nothing', () => {
    const csp = parse(
      paymentPagePolicy({
        gateway: {
          'form-action': [
            'https://pay.example/checkout',
            'https://*.example',
            'javascript:',
            "'self'",
            '*',
            'http://127.0.0.1:4242',
          ],
          'frame-ancestors': ['*'],
          'object-src': ['*'],
        },
      }),
    );
    expect(csp.get('form-action')).toEqual(['http://127.0.0.1:4242']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('object-src')).toBe(false);
  });

  it('a site without a gateway gets a policy that opens nothing', () => {
    const csp = parse(paymentPagePolicy());
    for (const d of GATEWAY_DIRECTIVES) expect(csp.get(d)).toEqual(["'none'"]);
  });
});

describe('securityHeaderRules on the payment routes', () => {
  const production = securityHeaderRules({ production: true });

  it.each(['/api/payment-gateway/razorpay/checkout/', '/api/payment-gateway/stripe/webhook/'])(
    'leaves the policy of %s to the route (the static one would win over it)',
    (path) => {
      const h = headersFor(production, path);
      expect(h.has('Content-Security-Policy')).toBe(false);
      expect(h.has('X-Frame-Options')).toBe(false);
      expect(h.get('X-Content-Type-Options')).toBe('nosniff');
      expect(h.get('Permissions-Policy')).toContain('payment=(self)');
    },
  );

  it.each(['/make-payment/a/b', '/payit', '/api/make_payment/', '/api/payment-gatewayX/'])(
    'keeps the static policy (form-action self) on %s',
    (path) => {
      const csp = parse(headersFor(production, path).get('Content-Security-Policy') ?? '');
      expect(csp.get('form-action')).toEqual(["'self'"]);
    },
  );
});

describe('siteScriptsPolicy', () => {
  it("is the header's policy with one site's third-party origins and without frame-ancestors", () => {
    const site = parse(siteScriptsPolicy({ sources: { 'script-src': ['https://code.tidio.co'] } }));
    expect(site.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE_PLACEHOLDER}'`,
      'https://app.getbeamer.com',
      'https://code.tidio.co',
    ]);
    expect(site.get('connect-src')).toEqual([
      "'self'",
      'https://app.getbeamer.com',
      'https://backend.getbeamer.com',
    ]);
    expect(site.has('frame-ancestors')).toBe(false);
    expect(site.get('object-src')).toEqual(["'none'"]);
  });

  it('cannot open plugins or <base>', () => {
    const site = parse(siteScriptsPolicy({ sources: { 'object-src': ['https://evil.example'] } as never }));
    expect(site.get('object-src')).toEqual(["'none'"]);
  });
});

describe('sitePagePolicy', () => {
  it("opens the release notes and the site's own providers, none of the others", () => {
    const csp = parse(sitePagePolicy({ sources: { 'script-src': ['https://code.tidio.co'] } }));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE_PLACEHOLDER}'`,
      'https://app.getbeamer.com',
      'https://code.tidio.co',
    ]);
    expect(parse(sitePagePolicy()).get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE_PLACEHOLDER}'`,
      'https://app.getbeamer.com',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it("gives a widget its site's providers and its framing origins", () => {
    const csp = parse(
      widgetPagePolicy({
        origins: ['https://agency.example'],
        sources: { 'script-src': ['https://code.tidio.co'] },
      }),
    );
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://agency.example']);
    expect(csp.get('script-src')).toContain('https://code.tidio.co');
    expect(csp.get('script-src')).not.toContain('https://embed.tawk.to');
  });
});
