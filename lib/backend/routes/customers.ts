import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  CUSTOMER_MAX_PAGE_SIZE,
  CUSTOMER_PAGE_SIZE,
  type TCustomer,
  ZCustomerInput,
} from '@/lib/contract/customers';
import { BodyTooLargeError, bodyLimitFor, readBodyBytes } from '@/lib/http/body-limit';
import { bodyTooLarge, fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { notifyEngineText, requireNotifyEngine } from '../notify-engine/access';
import { importCustomers } from '../notify-engine/customer-import';
import { defaultCountryOf, mobileE164, normaliseCustomer } from '../notify-engine/customer-input';
import {
  createCustomer,
  deleteCustomer,
  findCustomer,
  listCustomers,
  toApiCustomer,
  updateCustomer,
  type WriteResult,
} from '../notify-engine/customer-repository';

/**
 * The notifications engine's customers (spec §7 "customer and notification administration
 * api/v1/customer/customer, customer_upload"; issue 29 item 1). Every call passes the engine's one
 * guard (notify-engine/access.ts: feature off 404, signed out 401, not staff who manage campaigns
 * 403). Shapes: docs/api.md "Notifications engine: customers".
 */
export const customerRoutes = new Hono<BackendEnv>();

const LIST = '/api/v1/customer/customer';
const ONE = '/api/v1/customer/customer/:id';
const UPLOAD = '/api/v1/customer/customer_upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError('customer_not_found', 404, notifyEngineText('customerNotFound'));

/** A whole number from the query within [min, max], else 400 naming the parameter. */
function wholeParam(c: BackendContext, name: string, fallback: number, max: number): number {
  const raw = c.req.query(name)?.trim();
  if (!raw) return fallback;
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (n < 1 || n > max) throw fieldError(name, notifyEngineText('wholeNumber', { max }));
  return n;
}

customerRoutes.get(LIST, async (c) => {
  const { tenant, db } = await requireNotifyEngine(c);
  const page = wholeParam(c, 'page', 1, 100_000);
  const pageSize = wholeParam(c, 'page_size', CUSTOMER_PAGE_SIZE, CUSTOMER_MAX_PAGE_SIZE);
  const subscribedRaw = c.req.query('subscribed')?.trim().toLowerCase() || null;
  if (subscribedRaw !== null && subscribedRaw !== 'true' && subscribedRaw !== 'false')
    throw fieldError('subscribed', notifyEngineText('trueOrFalse'));
  const search = c.req.query('search')?.trim().slice(0, 200) || null;
  const { count, rows } = await listCustomers(db, tenant.id, {
    search,
    searchPhone: search ? mobileE164(search, defaultCountryOf(tenant)) : null,
    subscribed: subscribedRaw === null ? null : subscribedRaw === 'true',
    page,
    pageSize,
  });
  return c.json({ count, page, page_size: pageSize, results: rows.map(toApiCustomer) });
});

/** The body as a customer, its mobile in E.164 with the agency's country; 400 naming the field. */
function customerInput(input: unknown, tenant: Parameters<typeof defaultCountryOf>[0]) {
  const { subscribed, ...fields } = parseOr400(ZCustomerInput, input);
  const normal = normaliseCustomer(fields, defaultCountryOf(tenant));
  if (!normal.ok) throw fieldError(normal.field, normal.message);
  return { values: normal.values, subscribed };
}

/** The written customer, or 409 naming the field another customer holds, or 404. */
function written(result: WriteResult): TCustomer {
  if (!result) throw notFound();
  if (!result.ok) {
    const message = notifyEngineText(result.taken === 'email' ? 'emailTaken' : 'mobileTaken');
    throw new AppError('customer_exists', 409, message, { [result.taken]: [message] });
  }
  return toApiCustomer(result.row);
}

customerRoutes.post(LIST, async (c) => {
  const { tenant, db } = await requireNotifyEngine(c);
  const { values, subscribed } = customerInput(await readPayload(c.req.raw), tenant);
  return c.json(written(await createCustomer(db, tenant.id, values, subscribed ?? true)), 201);
});

async function edit(c: BackendContext, partial: boolean) {
  const { tenant, db } = await requireNotifyEngine(c);
  const id = c.req.param('id') ?? '';
  const current = UUID.test(id) ? await findCustomer(db, tenant.id, id) : null;
  if (!current) throw notFound();
  const body = await readPayload(c.req.raw);
  // PATCH changes only the fields it names; PUT sends the whole customer.
  const before = toApiCustomer(current);
  const { values, subscribed } = customerInput(partial ? { ...before, ...body } : body, tenant);
  // Staff may unsubscribe a customer; only the customer subscribes again (their own link).
  if (subscribed === true && !current.subscribed)
    throw fieldError('subscribed', notifyEngineText('noResubscribe'));
  return c.json(written(await updateCustomer(db, tenant.id, id, values, subscribed === false)));
}

customerRoutes.put(ONE, (c) => edit(c, false));
customerRoutes.patch(ONE, (c) => edit(c, true));

customerRoutes.delete(ONE, async (c) => {
  const { tenant, db } = await requireNotifyEngine(c);
  const id = c.req.param('id');
  if (!UUID.test(id) || !(await deleteCustomer(db, tenant.id, id))) throw notFound();
  return c.json({ success: true });
});

/** The uploaded CSV: the `file` part of a multipart form, or the body itself (text/csv). */
async function csvText(request: Request, path: string): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, bodyLimitFor(path));
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw bodyTooLarge();
    throw err;
  }
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return new TextDecoder().decode(bytes);
  let file: FormDataEntryValue | null = null;
  try {
    file = (await new Response(bytes, { headers: { 'content-type': type } }).formData()).get('file');
  } catch {
    file = null;
  }
  if (file === null) throw fieldError('file', notifyEngineText('fileRequired'));
  return typeof file === 'string' ? file : file.text();
}

customerRoutes.post(UPLOAD, async (c) => {
  const { tenant, db } = await requireNotifyEngine(c);
  const text = await csvText(c.req.raw, c.req.path);
  if (text.includes('\u0000')) throw fieldError('file', notifyEngineText('csvUnreadable', { line: 1 }));
  return c.json(await importCustomers(db, tenant.id, defaultCountryOf(tenant), text));
});
