import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { type StaticPackage, staticPackages, type Tenant, tenants } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import type { createBackend } from '../app';
import { forgetCachedTenants } from '../tenants/repository';

/** Parsed response JSON, navigated freely in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies of several shapes
export type Json = any;

/**
 * A booking suite's HTTP call on the backend: the site (demo unless named), a JSON body, the
 * session cookie and an idempotency key as the browser sends them; the answer's status and JSON.
 */
export const backendCall =
  (backend: ReturnType<typeof createBackend>) =>
  async (
    method: 'GET' | 'POST',
    path: string,
    opts: {
      body?: unknown;
      cookie?: string;
      site?: string;
      key?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; json: Json }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'demo',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
        ...opts.headers,
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Json) : null };
  };

let n = 0;

/** A fresh organised package with one departure of `seats` seats, 1000.00 GBP a seat (booking and payment suites). */
export async function makePackage(
  db: Db,
  tenant: Tenant,
  departure: string,
  seats: number,
): Promise<StaticPackage> {
  n += 1;
  const [pkg] = await db
    .insert(staticPackages)
    .values({
      tenantId: tenant.id,
      slug: `test-pkg-${n}-${Date.now()}`,
      title: `Test package ${n}`,
      destinations: ['Rome'],
      countryCode: 'IT',
      durationNights: 5,
      priceFromMinor: 100_000,
      currency: 'GBP',
      departures: [{ date: departure, seats }],
    })
    .returning();
  if (!pkg) throw new Error('no package');
  return pkg;
}

/** Runs `work` with booking switched off for the tenant (no_booking), then switches it back on. */
export async function withBookingOff(db: Db, tenant: Tenant, work: () => Promise<void>): Promise<void> {
  await db
    .update(tenants)
    .set({ config: { ...tenant.config, no_booking: true } })
    .where(eq(tenants.id, tenant.id));
  forgetCachedTenants(db);
  try {
    await work();
  } finally {
    await db.update(tenants).set({ config: tenant.config }).where(eq(tenants.id, tenant.id));
    forgetCachedTenants(db);
  }
}
