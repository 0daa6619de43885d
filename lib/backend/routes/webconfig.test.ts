/** @jest-environment node */
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

describe.each(testDrivers())('site configuration calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  });
  afterAll(() => tdb.dispose());

  const post = (body: string, type: string) =>
    backend.request('/v1/get_webconfig', { method: 'POST', body, headers: { 'content-type': type } });

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
    const res = await backend.request('/api/b2b/webconfig/', { headers: { 'x-itinera-site': 'b2b' } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.agency_details.name).toBe('Meridian Trade Travel');
  });

  it('GET api/b2b/webconfig/ refuses an unknown site with the spec message', async () => {
    const res = await backend.request('/api/b2b/webconfig/', { headers: { 'x-itinera-site': 'ghost' } });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Sorry we are unable to fetch site details.');
  });
});
