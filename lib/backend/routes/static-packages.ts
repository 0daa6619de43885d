import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { zOptionalWholeNumber } from '@/lib/contract/whole-number';
import type { Db } from '@/lib/db/open';
import { type StaticPackage, staticPackages, tenants } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { ConversionError, convertMinor, toMajorUnits, toMinorUnits } from '@/lib/money';
import { currencyInfo } from '@/lib/reference';
import { dbOf, optionalTenantOf, siteNotFound, tenantOf } from '../auth/request-context';
import { seatsLeft } from '../booking';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { invalidInput, parseOr400, withFieldsListed } from '../http/parse-or-400';
import { filterPackages, fold, sortPackages, ZStaticPackageSearchRequest } from '../packages/filter-packages';
import { toCard, toDetail } from '../packages/package-view';

export const staticPackageRoutes = new Hono<BackendEnv>();

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function input(c: BackendContext): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET') return c.req.query();
  const body = await readBody(c.req.raw);
  return { ...c.req.query(), ...body };
}

async function tenantPackages(db: Db, tenantId: string): Promise<StaticPackage[]> {
  return forTenant(db, tenantId).select(staticPackages);
}

/**
 * v1/search/static_package (spec §7; GET query or POST body): the tenant's organised packages
 * filtered by destination text, departure month, budget (major units of `currency`, default the
 * package's own) and duration in nights, paged.
 */
async function searchStaticPackages(c: BackendContext) {
  const query = await input(c);
  const parsed = ZStaticPackageSearchRequest.safeParse(query);
  if (!parsed.success) {
    throw withFieldsListed(
      invalidInput(parsed.error, query, { message: 'Invalid search filters.' }),
      'lines',
    );
  }
  const f = parsed.data;
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const [rows, rates] = await Promise.all([
    tenantPackages(db, tenant.id),
    tenantExchangeRates(db, tenant.id),
  ]);
  const budgetCurrency = f.currency ? currencyInfo(f.currency) : null;
  if (f.currency && !budgetCurrency) throw new AppError('invalid_filters', 400, 'Unknown currency.');
  const today = todayUtc();
  const matches = sortPackages(
    filterPackages(rows, f, {
      today,
      budgetMinor: (major) => toMinorUnits(major, budgetCurrency?.code ?? 'EUR'),
      toBudgetMinor: (amount, from) => {
        if (!budgetCurrency) return amount;
        try {
          return convertMinor(amount, from, budgetCurrency.code, rates);
        } catch (err) {
          if (err instanceof ConversionError) return null;
          throw err;
        }
      },
    }),
  );
  const start = (f.page - 1) * f.page_size;
  return c.json({
    success: true,
    data: {
      results: matches.slice(start, start + f.page_size).map((p) => toCard(p, today)),
      total: matches.length,
      page: f.page,
      page_size: f.page_size,
      pages: Math.max(1, Math.ceil(matches.length / f.page_size)),
    },
  });
}
staticPackageRoutes.get('/v1/search/static_package', searchStaticPackages);
staticPackageRoutes.post('/v1/search/static_package', searchStaticPackages);

const ZGetStaticPackageRequest = z.object({ id: z.string().trim().min(1).max(120) });

/** v1/get_static_package (spec §7; ?id=…): one organised package with itinerary and departures. */
async function getStaticPackage(c: BackendContext) {
  const { id } = parseOr400(ZGetStaticPackageRequest, await input(c), {
    message: 'A package id is required.',
  });
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const [pkg] = await forTenant(db, tenant.id).select(staticPackages, eq(staticPackages.slug, id));
  if (!pkg) throw new AppError('package_not_found', 404, 'This package is no longer available.');
  // Seats as bookings left them (a departure's seats row, once booked, is the truth).
  const left = await seatsLeft(db, tenant.id, pkg);
  const departures = pkg.departures.map((d) => ({ ...d, seats: left.get(d.date) ?? d.seats }));
  return c.json({ success: true, data: toDetail({ ...pkg, departures }, todayUtc()) });
}
staticPackageRoutes.get('/v1/get_static_package', getStaticPackage);
staticPackageRoutes.post('/v1/get_static_package', getStaticPackage);

const ZStaticPackageAutocompleteRequest = z.object({
  text: z.string().trim().max(100).default(''),
  agency_id: zOptionalWholeNumber('agency_id', 1, 2_147_483_647),
});

/**
 * v1/autocomplete/static_package (spec §7 offline packages autocomplete): payload agency_id and
 * text → a keyed object whose entries are autocomplete items tagged geo_type 'Organized Packages'.
 * The site names the tenant; agency_id is used when the call carries no site.
 */
async function autocompleteStaticPackages(c: BackendContext) {
  const request = parseOr400(ZStaticPackageAutocompleteRequest, await input(c), {
    message: 'Invalid autocomplete request.',
  });
  const db = await dbOf(c);
  let tenant = await optionalTenantOf(c);
  if (!tenant && request.agency_id !== undefined) {
    const [byAgency] = await db
      .select()
      .from(tenants)
      .where(eq(tenants.agencyId, request.agency_id))
      .limit(1);
    tenant = byAgency ?? null;
  }
  if (!tenant) throw siteNotFound();
  if (request.agency_id !== undefined && request.agency_id !== tenant.agencyId) {
    return c.json({ success: true, data: {} });
  }
  const text = fold(request.text);
  const rows = sortPackages(await tenantPackages(db, tenant.id)).filter(
    (p) => !text || [p.title, ...p.destinations].some((s) => fold(s).includes(text)),
  );
  const data = Object.fromEntries(
    rows.slice(0, 20).map((p) => [
      p.slug,
      {
        id: p.slug,
        name: p.title,
        type: 'static_package',
        geo_type: 'Organized Packages',
        group_type: 'Organized Packages',
        filter: JSON.stringify({ _type: 'static_package', id: p.slug }),
        country_code: p.countryCode,
        destination_name: p.destinations[0] ?? p.title,
        destination_location: p.destinations.slice(1).join(', '),
        searchText: request.text,
        currency: p.currency,
        price: toMajorUnits(p.priceFromMinor, p.currency),
        image_url: p.images[0] ?? null,
        image_found: p.images.length > 0,
      },
    ]),
  );
  return c.json({ success: true, data });
}
staticPackageRoutes.get('/v1/autocomplete/static_package', autocompleteStaticPackages);
staticPackageRoutes.post('/v1/autocomplete/static_package', autocompleteStaticPackages);
