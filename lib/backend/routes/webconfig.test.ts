/** @jest-environment node */
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';

describe.each(testDrivers())('site configuration calls on $name', ({ open }) => {
  const seeded = useSeededBackend(open);

  const post = (body: string, type: string) =>
    seeded.backend.request('/v1/get_webconfig', { method: 'POST', body, headers: { 'content-type': type } });

  it('POST v1/get_webconfig answers data for a form-encoded subdomain', async () => {
    const res = await post(
      new URLSearchParams({ data: JSON.stringify({ subdomain: 'demo' }) }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.errors).toBeNull();
    expect(json.data.agency_details.name).toBe('Wanderlight Holidays');
    expect(json.data.subdomain).toBe('demo');
  });

  it('POST v1/get_webconfig answers data for a JSON body', async () => {
    const res = await post(JSON.stringify({ data: { subdomain: 'b2b' } }), 'application/json');
    const json = await res.json();
    expect(json.data.vendor_type).toBe('b2b-whiteLabel');
    expect(json.data.invite_only).toBe(true);
  });

  it('finds a tenant by its custom domain', async () => {
    const res = await post(
      JSON.stringify({ data: { subdomain: 'wanderlight.example' } }),
      'application/json',
    );
    expect((await res.json()).data.subdomain).toBe('demo');
  });

  it('answers null data with errors for an unknown subdomain', async () => {
    const res = await post(JSON.stringify({ data: { subdomain: 'nobody' } }), 'application/json');
    expect(res.status).toBe(404);
    const json = await res.json();
    expect(json.data).toBeNull();
    expect(json.errors).toBeTruthy();
  });

  it('refuses a body without a subdomain', async () => {
    const res = await post('{}', 'application/json');
    expect(res.status).toBe(400);
    expect((await res.json()).data).toBeNull();
  });

  it('GET api/b2b/webconfig/ answers the calling site configuration', async () => {
    const res = await seeded.backend.request('/api/b2b/webconfig/', { headers: { 'x-itinera-site': 'b2b' } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.agency_details.name).toBe('Meridian Trade Travel');
  });

  it('GET api/b2b/webconfig/ refuses an unknown site with the spec message', async () => {
    const res = await seeded.backend.request('/api/b2b/webconfig/', {
      headers: { 'x-itinera-site': 'ghost' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Sorry we are unable to fetch site details.');
  });

  it('answers only the public projection: no discount codes, pricing, tax, gateway or voucher notes', async () => {
    for (const res of [
      await post(JSON.stringify({ data: { subdomain: 'demo' } }), 'application/json'),
      await seeded.backend.request('/api/b2b/webconfig/', { headers: { 'x-itinera-site': 'b2b' } }),
    ]) {
      const text = await res.text();
      expect(res.status).toBe(200);
      for (const secret of [
        'WELCOME10',
        'discount_config',
        'pricing_configuration',
        'taxconfig_set',
        'payment_gateway_provider',
        'payment_gateway_details',
        'voucher_notes',
        'provider_configuration',
      ]) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
    }
  });

  it('one site cannot read another site’s configuration', async () => {
    const res = await seeded.backend.request('/v1/get_webconfig', {
      method: 'POST',
      body: JSON.stringify({ data: { subdomain: 'b2b' } }),
      headers: { 'content-type': 'application/json', 'x-itinera-site': 'demo' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).data).toBeNull();
  });

  it('the storefront’s own server (in this process) reads the whole configuration', async () => {
    const { SERVER_CALL_HEADER, serverCallToken } = await import('@/lib/security/server-call');
    const res = await seeded.backend.request('/v1/get_webconfig', {
      method: 'POST',
      body: JSON.stringify({ data: { subdomain: 'demo' } }),
      headers: { 'content-type': 'application/json', [SERVER_CALL_HEADER]: serverCallToken() },
    });
    expect((await res.json()).data.discount_config).toEqual([
      { code: 'WELCOME10', type: 'percent', value: 10 },
    ]);
    const guessed = await seeded.backend.request('/v1/get_webconfig', {
      method: 'POST',
      body: JSON.stringify({ data: { subdomain: 'demo' } }),
      headers: { 'content-type': 'application/json', [SERVER_CALL_HEADER]: 'a'.repeat(43) },
    });
    expect((await guessed.json()).data.discount_config).toBeUndefined();
  });
});
