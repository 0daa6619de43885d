import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { listActivities } from '@/lib/backend/inventory/offline/activity-list';
import { pickedPlace } from '@/lib/backend/inventory/resolve';
import { ZActivityListRequest } from '@/lib/backend/inventory/supplier-api/schema';
import type { ProviderConfigurationEntry } from '@/lib/backend/inventory/types';
import { earliestToday } from '@/lib/contract/search-api';
import { dbOf, optionalTenantOf, siteRequired } from '../auth/request-context';
import { formToObject, readBody } from '../http/body';
import { parseOr400 } from '../http/parse-or-400';
import { unwrapData } from '../http/payload';
import { SUPPLIER_WORDING } from './suppliers';

/**
 * The activity calls of spec §7 search and content, answered from the tenant's activities
 * (lib/backend/inventory/offline/activity-list.ts): list_activities and v1/activities list a city's
 * activities (with a date: its sessions that day and the places left), v1/get_things_to_do the ten
 * most popular. GET query or POST body (JSON or form, optionally wrapped in `data`);
 * `{ success: true, data }`; a bad field answers 400 'Invalid <field>: <why>'.
 */
export const activityRoutes = new Hono<BackendEnv>();

async function listFor(c: BackendContext, defaultLimit: number | null) {
  const raw = unwrapData(
    c.req.method === 'GET' ? formToObject(new URL(c.req.url).searchParams) : await readBody(c.req.raw),
  );
  const req = parseOr400(
    ZActivityListRequest,
    defaultLimit !== null && raw.limit === undefined ? { ...raw, limit: defaultLimit } : raw,
    SUPPLIER_WORDING,
  );
  const tenant = await optionalTenantOf(c);
  if (!tenant) throw siteRequired();
  const at = req.location ?? req.city;
  const place =
    typeof at === 'string' || at === undefined
      ? { name: at ?? '', countryCode: null, lat: null, lon: null, airportCode: null }
      : pickedPlace(at);
  const data = await listActivities(
    {
      db: await dbOf(c),
      tenantId: tenant.id,
      providers: (tenant.config.provider_configuration ?? []) as ProviderConfigurationEntry[],
      today: earliestToday(),
    },
    {
      place,
      date: req.date ?? null,
      party: { adults: req.adults, children: req.children, infants: req.infants },
      category: req.category ?? null,
      limit: req.limit,
    },
  );
  return c.json({ success: true, data });
}

for (const [path, limit] of [
  ['list_activities', null],
  ['v1/activities', null],
  ['v1/get_things_to_do', 10],
] as const)
  for (const p of [`/${path}`, `/${path}/`]) activityRoutes.on(['GET', 'POST'], p, (c) => listFor(c, limit));
