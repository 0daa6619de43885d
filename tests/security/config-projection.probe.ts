import { expect, test } from '@playwright/test';
import { postJson, probe } from './http';

const PRIVATE = [
  'WELCOME10',
  'discount_config',
  'pricing_configuration',
  'taxconfig_set',
  'payment_gateway',
  'voucher_notes',
];

test.describe('site configuration (production build, over HTTP)', () => {
  test('the public answer holds no discount codes, pricing, tax or gateway settings', async () => {
    for (const site of ['demo', 'b2b']) {
      const r = await postJson(site, '/api/v1/get_webconfig', { data: { subdomain: site } });
      expect(r.status).toBe(200);
      for (const p of PRIVATE)
        expect({ site, p, found: r.text.includes(p) }).toEqual({ site, p, found: false });
      const b = await probe({ site, path: '/api/api/b2b/webconfig/' });
      for (const p of PRIVATE) expect(b.text.includes(p)).toBe(false);
    }
  });

  test('one site’s host cannot read another site’s configuration', async () => {
    const r = await postJson('demo', '/api/v1/get_webconfig', { data: { subdomain: 'b2b' } });
    expect(r.status).toBe(404);
  });

  test('no page carries them either (the HTML and its server-component payload)', async () => {
    for (const [site, path] of [
      ['demo', '/search/trips'],
      ['demo', '/about_us'],
      ['b2b', '/search/trips'],
    ] as const) {
      const r = await probe({ site, path });
      expect(r.status).toBe(200);
      for (const p of [...PRIVATE, '"discountCodes"', '"paymentGatewayDetails"', '"pricingConfiguration"'])
        expect({ site, path, p, found: r.text.includes(p) }).toEqual({ site, path, p, found: false });
    }
  });
});
