import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { bookingCaller } from '../booking/caller';
import { walletStatement } from '../booking/wallet-statement';
import { walletStatementCsv, walletStatementFileName } from '../booking/wallet-statement-csv';

/**
 * The agency wallet statement (issue 28 item 6; spec §3's "Wallet Amount" menu item leads to it):
 * GET api/agency/wallet-statement — the caller's ledger lines with the running balance, in minor
 * units of the wallet's currency; GET api/agency/wallet-statement.csv — the same lines as a CSV
 * download. Signed-in agency staff with a credit limit only.
 */
export const walletRoutes = new Hono<BackendEnv>();

walletRoutes.get('/api/agency/wallet-statement', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await walletStatement(db, tenant.id, user) });
});

walletRoutes.get('/api/agency/wallet-statement.csv', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const csv = walletStatementCsv(await walletStatement(db, tenant.id, user));
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${walletStatementFileName(new Date())}"`,
    // A statement is personal: never kept by a shared cache.
    'cache-control': 'private, no-store',
  });
});
