import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { bookingCaller } from '../booking/caller';
import { walletStatement } from '../booking/wallet-statement';

/**
 * The agency wallet statement (issue 28 item 6; spec §3's "Wallet Amount" menu item leads to it):
 * GET api/agency/wallet-statement — the caller's ledger lines with the running balance, in minor
 * units of the wallet's currency. Signed-in agency staff with a credit limit only.
 */
export const walletRoutes = new Hono<BackendEnv>();

walletRoutes.get('/api/agency/wallet-statement', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await walletStatement(db, tenant.id, user) });
});
