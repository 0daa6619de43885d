import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { bookings, paymentRefunds, payments, staticPackages, type Tenant, tenants } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import type { createBackend } from '../app';
import { type Json, makePackage } from '../booking/test-helpers';
import { makeUser } from '../quotations/test-helpers';
import demo from '../seed/tenants/demo.json';
import { ZTenantDefinition } from '../tenants/definition';
import { upsertTenant } from '../tenants/repository';

/**
 * Set-up shared by the Stripe and Razorpay suites: a site of its own that names the provider, its
 * keys in the environment, a traveller's held booking, and calls as a browser (or a gateway's
 * server) makes them on the built-in backend.
 */

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A site like the demo one, under its own key and agency id, that pays through `provider`. */
export async function gatewaySite(
  db: Db,
  key: string,
  agencyId: number,
  provider: string,
  config: Record<string, unknown> = {},
): Promise<Tenant> {
  const def = ZTenantDefinition.parse({
    ...demo,
    key,
    domains: [],
    config: {
      ...demo.config,
      subdomain: key,
      agency_id: agencyId,
      payment_gateway_provider: provider,
      ...config,
    },
  });
  await upsertTenant(db, def);
  const [row] = await db.select().from(tenants).where(eq(tenants.key, key));
  if (!row) throw new Error(`no tenant ${key}`);
  return row;
}

/** Sets environment variables for the suite; the returned function puts the old values back. */
export function withEnv(vars: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, value] of Object.entries(v)) {
      if (value === undefined) delete process.env[k];
      else process.env[k] = value;
    }
  };
  apply(vars);
  return () => apply(before);
}

export type Backend = ReturnType<typeof createBackend>;

/** Calls as the site's own pages make them (same origin, the site header the /api/ mount sets). */
export function siteCalls(backend: Backend, site: string) {
  const origin = `http://${site}.localhost:3000`;
  const request = (
    method: 'GET' | 'POST',
    path: string,
    opts: {
      json?: unknown;
      form?: Record<string, string>;
      cookie?: string;
      headers?: Record<string, string>;
      raw?: string;
    } = {},
  ) =>
    backend.request(path, {
      method,
      redirect: 'manual',
      headers: {
        [SITE_HEADER]: site,
        host: `${site}.localhost:3000`,
        origin,
        ...(opts.json ? { 'content-type': 'application/json' } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...opts.headers,
      },
      ...(opts.json ? { body: JSON.stringify(opts.json) } : {}),
      ...(opts.form ? { body: new URLSearchParams(opts.form).toString() } : {}),
      ...(opts.raw !== undefined ? { body: opts.raw } : {}),
    });
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: Parameters<typeof request>[2] = {},
  ): Promise<{ status: number; json: Json; headers: Headers }> => {
    const res = await request(method, path, opts);
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Json) : null, headers: res.headers };
  };
  /** A gateway's server posting a webhook: no Origin, no cookie, the raw body as signed. */
  const webhook = async (path: string, raw: string, headers: Record<string, string>) => {
    const res = await backend.request(path, {
      method: 'POST',
      headers: {
        [SITE_HEADER]: site,
        host: `${site}.localhost:3000`,
        'content-type': 'application/json',
        ...headers,
      },
      body: raw,
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  return { origin, request, call, webhook };
}

/** A traveller of the site with a booking held for one adult at `total` (minor units of GBP). */
export async function heldBooking(
  db: Db,
  backend: Backend,
  tenant: Tenant,
  total: number,
  departsInDays = 90,
) {
  const { call } = siteCalls(backend, tenant.key);
  const traveller = await makeUser(db, tenant, 'Consumer');
  const departure = inDays(departsInDays);
  const pkg = await makePackage(db, tenant, departure, 9);
  await db.update(staticPackages).set({ priceFromMinor: total }).where(eq(staticPackages.id, pkg.id));
  const r = await call('POST', '/api/booking/hold', {
    cookie: traveller.cookie,
    headers: { 'idempotency-key': `k-${Date.now()}-${Math.random()}` },
    json: {
      package_id: pkg.slug,
      departure_date: departure,
      adults: 1,
      currency: 'GBP',
      accepted_total: total,
      travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'A', last_name: 'B' }],
    },
  });
  if (r.status !== 200) throw new Error(`hold answered ${r.status}: ${JSON.stringify(r.json)}`);
  return { id: r.json.data.id as string, cookie: traveller.cookie };
}

export const bookingRow = async (db: Db, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
export const paymentsOf = (db: Db, bookingId: string) =>
  db.select().from(payments).where(eq(payments.bookingId, bookingId));
export const refundsOf = (db: Db, bookingId: string) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
