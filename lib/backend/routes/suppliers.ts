import { Hono } from 'hono';
import type { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  SoldOutError,
  SupplierError,
  SupplierNotConfiguredError,
  SupplierNotFoundError,
  SupplierUnavailableError,
} from '@/lib/backend/inventory/errors';
import {
  cancellationPolicy,
  intercity,
  multicity,
  roomsAndRates,
  transfers,
} from '@/lib/backend/inventory/supplier-api/availability';
import { cabMaster, hourly, offlineCab, selfDrive } from '@/lib/backend/inventory/supplier-api/drive';
import {
  ferryTicketTypes,
  insuranceAdd,
  insuranceAvailability,
  insurancePlans,
  railCountries,
  railItems,
  railPasses,
} from '@/lib/backend/inventory/supplier-api/rail-ferry-insurance';
import {
  ZCabMasterRequest,
  ZCancellationPolicyRequest,
  ZFerryTicketTypesRequest,
  ZHourlyRequest,
  ZInsuranceAddRequest,
  ZInsuranceAvailabilityRequest,
  ZInsurancePlansRequest,
  ZIntercityRequest,
  ZMulticityRequest,
  ZOfflineCabRequest,
  ZRailItemsRequest,
  ZRailPassRequest,
  ZRoomsAndRatesRequest,
  ZSelfDriveRequest,
  ZTransferRequest,
} from '@/lib/backend/inventory/supplier-api/schema';
import type { ProviderConfigurationEntry, SupplierContext } from '@/lib/backend/inventory/types';
import type { LegKind } from '@/lib/contract/planner';
import { dbOf, optionalTenantOf, siteRequired } from '../auth/request-context';
import { formToObject, readBody } from '../http/body';
import { AppError } from '../http/errors';
import { invalidInput, type Wording, withFieldsListed } from '../http/parse-or-400';
import { unwrapData } from '../http/payload';

/**
 * Supplier availability, partners_metrip/get/… (spec §7), answered from the tenant's inventory
 * (lib/backend/inventory): hotel rooms_and_rates and cancellation_policy, transfer, intercity, rail and
 * ferry availability, rail items, countries and passes, ferry ticket types, insurance
 * availability, plans and add, multicity flights, hourly and intercity cabs, cab vehicle classes
 * and self-drive cars. Kinds the inventory does not hold (flight fares, service add, …) answer 400
 * 'not available for this agency' instead of 404, so a client can tell an unsupported service from
 * a wrong address. Each call takes a GET query or a POST body (JSON or
 * form, optionally wrapped in `data`) and answers `{ success: true, data }`.
 */
export const supplierRoutes = new Hono<BackendEnv>();

const BASE = '/partners_metrip/get';
export const NOT_AVAILABLE_MESSAGE = 'This service is not available for this agency.';

const ISSUE_TEXT: Record<string, string> = {
  dateInPast: 'must not be in the past',
  dateRequired: 'must be a date YYYY-MM-DD',
};

/** How the supplier and activity answers word a refusal: 'Invalid check_in: must not be in the past'. */
export const SUPPLIER_WORDING: Wording = {
  message: (field, text) => `Invalid ${field}: ${text}`,
  text: (issue) => ISSUE_TEXT[issue.message] ?? issue.message,
};

async function input(c: BackendContext): Promise<Record<string, unknown>> {
  const raw =
    c.req.method === 'GET' ? formToObject(new URL(c.req.url).searchParams) : await readBody(c.req.raw);
  return unwrapData(raw);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw withFieldsListed(invalidInput(parsed.error, body, SUPPLIER_WORDING), 'map');
}

async function context(c: BackendContext): Promise<SupplierContext> {
  const tenant = await optionalTenantOf(c);
  if (!tenant) throw siteRequired();
  const config = tenant.config;
  return {
    db: await dbOf(c),
    tenantId: tenant.id,
    providers: (config.provider_configuration ?? []) as ProviderConfigurationEntry[],
  };
}

/** Supplier failures as AppErrors with their own message. */
function asAppError(err: unknown): never {
  if (err instanceof SupplierNotFoundError) throw new AppError(err.code, 404, err.message);
  if (err instanceof SoldOutError) throw new AppError(err.code, 409, err.message);
  if (err instanceof SupplierNotConfiguredError) throw new AppError(err.code, 400, err.message);
  if (err instanceof SupplierUnavailableError) throw new AppError(err.code, 503, err.message);
  if (err instanceof SupplierError) throw new AppError(err.code, 400, err.message);
  throw err;
}

type Handler = (c: BackendContext) => Promise<unknown>;

/** GET and POST, with and without the trailing slash. */
function answer(paths: string[], handler: Handler) {
  for (const p of paths)
    for (const path of [`${BASE}/${p}/`, `${BASE}/${p}`])
      supplierRoutes.on(['GET', 'POST'], path, async (c) => {
        try {
          return c.json({ success: true, data: await handler(c) });
        } catch (err) {
          asAppError(err);
        }
      });
}

answer(['hotel/rooms_and_rates', 'rooms_and_rates'], async (c) => {
  const req = parse(ZRoomsAndRatesRequest, await input(c));
  return roomsAndRates(await context(c), req);
});

answer(['hotel/cancellation_policy', 'cancellation_policy'], async (c) => {
  const req = parse(ZCancellationPolicyRequest, await input(c));
  return cancellationPolicy(await context(c), req);
});

answer(['transfer'], async (c) => {
  const req = parse(ZTransferRequest, await input(c));
  return transfers(await context(c), req);
});

const legRoute = (path: string, kinds: LegKind[] | null) =>
  answer([path], async (c) => {
    const req = parse(ZIntercityRequest, await input(c));
    return intercity(await context(c), req, kinds);
  });
legRoute('intercity', null);
legRoute('rail/availability', ['rail']);
legRoute('rail', ['rail']);
legRoute('ferry/availability', ['ferry']);
legRoute('ferry', ['ferry']);

// Rail items, countries and passes; ferry ticket types; insurance (lib/backend/inventory/supplier-api/rail-ferry-insurance.ts).
answer(['rail/items'], async (c) => {
  const req = parse(ZRailItemsRequest, await input(c));
  return railItems(await context(c), req);
});
answer(['rail/countries'], async (c) => railCountries(await context(c)));
answer(['rail/pass'], async (c) => {
  const req = parse(ZRailPassRequest, await input(c));
  return railPasses(await context(c), req);
});
answer(['ferry/ticket_types'], async (c) => {
  const req = parse(ZFerryTicketTypesRequest, await input(c));
  return ferryTicketTypes(await context(c), req);
});
answer(['insurance/availability'], async (c) => {
  const req = parse(ZInsuranceAvailabilityRequest, await input(c));
  return insuranceAvailability(await context(c), req);
});
answer(['insurance/plans'], async (c) => {
  const req = parse(ZInsurancePlansRequest, await input(c));
  return insurancePlans(await context(c), req);
});
answer(['insurance/add'], async (c) => {
  const req = parse(ZInsuranceAddRequest, await input(c));
  return insuranceAdd(await context(c), req);
});

answer(['multicity'], async (c) => {
  const req = parse(ZMulticityRequest, await input(c));
  return multicity(await context(c), req);
});

// The drive mode: chauffeured cars by the hour, intercity cabs, the cab vehicle classes, and
// self-drive cars (a call of the storefront's own naming: §7 names none for them).
answer(['hourly'], async (c) => {
  const req = parse(ZHourlyRequest, await input(c));
  return hourly(await context(c), req);
});

answer(['offlinecab'], async (c) => {
  const req = parse(ZOfflineCabRequest, await input(c));
  return offlineCab(await context(c), req);
});

answer(['cabmaster'], async (c) => {
  const req = parse(ZCabMasterRequest, await input(c));
  return cabMaster(await context(c), req);
});

answer(['selfdrive'], async (c) => {
  const req = parse(ZSelfDriveRequest, await input(c));
  return selfDrive(await context(c), req);
});

// Everything else under partners_metrip/get (flight fares, baggage rules, service add, all_meta):
// not held here.
supplierRoutes.on(['GET', 'POST'], `${BASE}/*`, () => {
  throw new AppError('not_available', 400, NOT_AVAILABLE_MESSAGE);
});
