import { expect, test } from '@playwright/test';
import { tenantApi } from './support/api';

/** The Travel API contract on the site's own origin: `/api/` + the spec's path, verbatim. */

test('POST /api/v1/get_webconfig with a form-encoded body answers the named site', async ({ request }) => {
  const res = await tenantApi(request, 'b2b').postForm('/api/v1/get_webconfig', {
    data: JSON.stringify({ subdomain: 'b2b' }),
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.errors).toBeNull();
  expect(body.data.subdomain).toBe('b2b');
  expect(body.data.vendor_type).toBe('b2b-whiteLabel');
  // Only the public projection leaves: no tax, pricing or gateway settings.
  expect(body.data.taxconfig_set).toBeUndefined();
  expect(body.data.pricing_configuration).toBeUndefined();
  // Another site's host cannot read it.
  const elsewhere = await tenantApi(request, 'demo').postForm('/api/v1/get_webconfig', {
    data: JSON.stringify({ subdomain: 'b2b' }),
  });
  expect(elsewhere.status()).toBe(404);
});

test('POST /api/v1/get_webconfig for an unknown subdomain answers null data with errors', async ({
  request,
}) => {
  const res = await tenantApi(request, 'demo').postForm('/api/v1/get_webconfig', {
    data: JSON.stringify({ subdomain: 'no-such-agency' }),
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  const body = await res.json();
  expect(body.data).toBeNull();
  expect(body.errors).toBeTruthy();
});

test('GET /api/api/b2b/webconfig/ answers the calling host’s configuration without a redirect', async ({
  request,
}) => {
  const path = '/api/api/b2b/webconfig/';
  const [b2b, demo] = await Promise.all([
    tenantApi(request, 'b2b').get(path),
    tenantApi(request, 'demo').get(path),
  ]);
  for (const res of [b2b, demo]) {
    // Next's default trailing-slash 308 would break the original client's calls.
    expect(res.status()).toBe(200);
    expect(res.headers().location).toBeUndefined();
  }
  expect((await b2b.json()).subdomain).toBe('b2b');
  expect((await demo.json()).subdomain).toBe('demo');
});
