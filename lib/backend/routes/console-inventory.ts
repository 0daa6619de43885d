import { Hono } from 'hono';
import { BodyTooLargeError, bodyLimitFor, readBodyBytes } from '@/lib/http/body-limit';
import { consoleCaller } from '../console/caller';
import { inventoryChanged } from '../console/inventory-changed';
import { inventoryOnSale } from '../console/inventory-on-sale';
import { importKindOf, uploadInventory } from '../console/upload-inventory';
import { bodyTooLarge, fieldError } from '../http/body';
import type { BackendEnv } from '../http/context';
import { AppError } from '../http/errors';

/**
 * The console's inventory (issue 32 item 5): upload one CSV of a kind `npm run inventory:import`
 * takes, as the request body itself (text/csv, 5 MB at most: lib/http/body-limit.ts), with the
 * command's report when it is refused; and what is on sale. Only the site's agency admin or a
 * SuperAdmin (consoleCaller).
 */
export const consoleInventoryRoutes = new Hono<BackendEnv>();

export const CSV_TYPE_MESSAGE = 'content-type: must be text/csv (the file itself as the body)';
export const CSV_NOT_TEXT_MESSAGE = 'csv: the file is not UTF-8 text';

const CSV_TYPES = ['text/csv', 'text/plain'];

/** The body as CSV text: text/csv (or text/plain), within the path's byte limit, UTF-8. */
async function csvBody(request: Request, path: string): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_TYPES.includes(type))
    throw new AppError('unsupported_type', 415, CSV_TYPE_MESSAGE, { 'content-type': [CSV_TYPE_MESSAGE] });
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, bodyLimitFor(path));
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw bodyTooLarge();
    throw err;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('csv', CSV_NOT_TEXT_MESSAGE);
  }
}

consoleInventoryRoutes.get('/api/console/inventory', async (c) => {
  const { db, tenant } = await consoleCaller(c);
  return c.json({ success: true, data: await inventoryOnSale(db, tenant.id) });
});

consoleInventoryRoutes.post('/api/console/inventory/:kind', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const kind = importKindOf(c.req.param('kind'));
  const csv = await csvBody(c.req.raw, c.req.path);
  const { imported } = await uploadInventory(db, tenant.id, user, kind, csv);
  // Searches and planned packages show the new rows at once, on this instance and the others.
  inventoryChanged(db, tenant);
  return c.json({ success: true, data: { imported } });
});
