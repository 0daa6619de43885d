import { adminAuthorization, adminToken } from '@/lib/auth/admin-token';
import { TOO_DEEP_MESSAGE, TOO_MANY_ENTRIES_MESSAGE } from '@/lib/backend/http/json-shape';
import { postRevalidate, putTenant } from './internal-api';

/**
 * The admin API's own body reader (1 MB, admin token): a deep or very wide body is refused with 400
 * before zod or the database see it (issue 26 item 11), never a 500. No database is opened: the
 * refusal comes first (a `db` that is called fails the test).
 */
const env = { SESSION_SECRET: 'internal-api-test-secret' };
const request = (body: string, method = 'PUT') =>
  new Request('http://localhost/api/internal/tenants', {
    method,
    headers: {
      authorization: adminAuthorization(adminToken(env) as string),
      'content-type': 'application/json',
    },
    body,
  });
const deps = {
  db: async () => {
    throw new Error('the database must not be opened');
  },
  revalidateSites: () => {
    throw new Error('nothing must be revalidated');
  },
  env,
};

describe('internal admin API bodies', () => {
  it('refuses 30,000 nested arrays and 100,000 keys (under its 1 MB limit) with 400', async () => {
    const deep = `{"key":"x","config":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const wide = JSON.stringify(
      Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [i.toString(36), 0])),
    );
    expect(wide.length).toBeLessThan(1_000_000);
    for (const call of [putTenant, postRevalidate]) {
      const a = await call(request(deep), deps);
      expect(a.status).toBe(400);
      expect(await a.json()).toEqual({ code: 'too_deep', errors: [TOO_DEEP_MESSAGE] });
      const b = await call(request(wide), deps);
      expect(b.status).toBe(400);
      expect(await b.json()).toEqual({ code: 'too_many_entries', errors: [TOO_MANY_ENTRIES_MESSAGE] });
    }
  });
});
