/** @jest-environment node */
import { bodyLimitFor } from '@/lib/http/body-limit';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';

/**
 * Every route of the built-in backend that takes a body, sent what an attacker would send: keys
 * that reach a prototype, NUL characters and oversized bodies. None may pollute Object.prototype,
 * crash (500) or read an oversized body.
 */
describe.each(testDrivers())('hostile request bodies on $name', ({ open }) => {
  const seeded = useSeededBackend(open);

  /** Every route that accepts a body (POST, PUT, PATCH, DELETE), concrete paths. */
  const bodyRoutes = () =>
    [
      ...new Map(
        seeded.backend.routes
          .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ].map((r) => ({ method: r.method, path: r.path.replace(/\*$/, 'anything').replace(/:[a-z_]+/g, 'x') }));

  const send = (
    method: string,
    path: string,
    body: string,
    type: string,
    extra: Record<string, string> = {},
  ) =>
    seeded.backend.request(path, {
      method,
      headers: { [SITE_HEADER]: 'demo', 'content-type': type, ...extra },
      body,
    });

  const HOSTILE: [string, string][] = [
    ['application/json', '{"__proto__":{"polluted":"yes"},"email":"a@b.co"}'],
    ['application/json', '{"data":{"constructor":{"prototype":{"polluted":"yes"}}}}'],
    ['application/json', '{"prototype":{"polluted":"yes"}}'],
    ['application/x-www-form-urlencoded', '__proto__%5Bpolluted%5D=yes'],
    ['application/x-www-form-urlencoded', 'constructor%5Bprototype%5D%5Bpolluted%5D=yes'],
    ['application/x-www-form-urlencoded', 'data%5B__proto__%5D%5Bpolluted%5D=yes'],
    ['application/x-www-form-urlencoded', `data=${encodeURIComponent('{"__proto__":{"polluted":"yes"}}')}`],
    ['application/x-www-form-urlencoded', 'prototype%5Bpolluted%5D=yes'],
  ];

  it('finds the routes (the list is not empty by accident)', () => {
    expect(bodyRoutes().length).toBeGreaterThan(20);
  });

  it('no route lets a __proto__, constructor or prototype key reach Object.prototype, or crashes on one', async () => {
    for (const { method, path } of bodyRoutes()) {
      for (const [type, body] of HOSTILE) {
        const res = await send(method, path, body, type);
        expect({ route: `${method} ${path}`, body, status: res.status }).not.toMatchObject({ status: 500 });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it.each([
    ['POST', '/api/auth/api/v2/user/authenticate'],
    ['POST', '/api/auth/api/v1/user/create'],
    ['POST', '/user/forgot-password'],
    ['POST', '/v1/get_webconfig'],
    ['POST', '/v2/search_api'],
    ['POST', '/put_itinerary'],
    ['POST', '/check_itinerary'],
    ['POST', '/api/pdf/generate/'],
    ['POST', '/v1/search/static_package'],
  ])(
    '%s %s answers 400 naming the forbidden field, and 400 naming a field with a NUL',
    async (method, path) => {
      for (const [type, body] of HOSTILE) {
        const res = await send(method, path, body, type);
        expect(res.status).toBe(400);
        const json = await res.json();
        expect(Object.keys(json.errors).join(' ')).toMatch(/__proto__|constructor|prototype/);
      }
      const nul = await send(
        method,
        path,
        '{"email":"a\\u0000@b.co","data":{"subdomain":"de\\u0000mo"}}',
        'application/json',
      );
      expect(nul.status).toBe(400);
      expect(JSON.stringify((await nul.json()).errors)).toMatch(/email|subdomain/);
    },
  );

  it('every body route answers 413 to a body over its limit (64 kB unless it needs more), declared or not', async () => {
    for (const { method, path } of bodyRoutes()) {
      const big = `{"x":"${'a'.repeat(bodyLimitFor(path) + 6 * 1024)}"}`;
      const res = await send(method, path, big, 'application/json');
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 413,
      });
    }
  });

  it('refuses a NUL in a query parameter with a 400 naming it', async () => {
    const res = await seeded.backend.request(
      '/api/partner_integration/v1/quotation/?created_at__gte=2026%00',
      {
        headers: { [SITE_HEADER]: 'demo' },
      },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('created_at__gte');
  });
});
