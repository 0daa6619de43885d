import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../e2e/support/hosts';
import { originOf, probe } from './http';

const foreignOrigins = [
  'https://evil.example',
  `http://b2b.localhost:${E2E_PORT}`, // a sibling tenant: same site, another origin
  `http://demo.localhost:${E2E_PORT + 1}`, // another port
  `https://demo.localhost:${E2E_PORT}`, // another scheme
  'null',
];

test.describe('cross-site requests (production build, over HTTP)', () => {
  for (const path of [
    '/api/generate_quotation',
    '/api/api/pdf/generate/',
    '/api/v2/search_api',
    '/api/put_itinerary',
  ]) {
    test(`POST ${path} from another origin is refused (403)`, async () => {
      for (const origin of foreignOrigins) {
        const r = await probe({
          method: 'POST',
          path,
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'data=%7B%7D',
        });
        expect({ origin, status: r.status }).toEqual({ origin, status: 403 });
      }
      const same = await probe({
        method: 'POST',
        path,
        headers: { origin: originOf('demo'), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'data=%7B%7D',
      });
      expect(same.status).not.toBe(403);
    });
  }

  test('a cross-site form post without an Origin but with Sec-Fetch-Site is refused too', async () => {
    const r = await probe({
      method: 'POST',
      path: '/api/put_itinerary',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=%7B%7D',
    });
    expect(r.status).toBe(403);
  });
});
