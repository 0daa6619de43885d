import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { CART_LIMIT, type CartPage, readCartPage } from '@/lib/cart/page';
import type { Db } from '@/lib/db/open';
import { type CartItem, cartItems, staticPackages, type Tenant, type UserRow } from '@/lib/db/schema';
import { tripTitle } from '@/lib/planner/plan';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { loadSearch } from '../planner/load-search';
import { searchSummary } from '../planner/search-summary';

export const CART_MESSAGES = {
  badPage: 'Only a package page can be added to the cart.',
  unknownPage: 'We could not find this package.',
  full: `Your cart is full (${CART_LIMIT} packages). Remove one before adding another.`,
} as const;

/** One cart entry as check_orders and order answer it. */
export interface TCartItem {
  id: string;
  page_url: string;
  page_type: string;
  title: string;
  added_at: string;
}

const view = (row: CartItem): TCartItem => ({
  id: row.id,
  page_url: row.pageUrl,
  page_type: row.pageType,
  title: row.title,
  added_at: row.createdAt.toISOString(),
});

/** check_orders: the caller's cart, oldest first. */
export async function listCart(db: Db, tenant: Tenant, user: UserRow): Promise<TCartItem[]> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.tenantId, tenant.id), eq(cartItems.userId, user.id)))
    .orderBy(asc(cartItems.createdAt));
  return rows.map(view);
}

/** The page's title as this tenant's data has it, or null when the package is not the tenant's. */
async function titleOf(db: Db, tenant: Tenant, page: CartPage): Promise<string | null> {
  if (page.type === 'static_package') {
    const [pkg] = await db
      .select({ title: staticPackages.title })
      .from(staticPackages)
      .where(and(eq(staticPackages.tenantId, tenant.id), eq(staticPackages.slug, page.slug)));
    return pkg?.title ?? null;
  }
  const search = await loadSearch(db, tenant.id, page.packageId);
  if (!search) return null;
  const summary = searchSummary(search.request);
  return tripTitle(
    summary.destinations,
    summary.nights.reduce((a, b) => a + b, 0),
  );
}

/**
 * order: puts a package page in the caller's cart and answers the entry. Adding a page that is
 * already there answers the entry it has (nothing doubles); a full cart refuses (409).
 */
export async function addToCart(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: { pageUrl: string; pageType: string },
): Promise<TCartItem> {
  const page = readCartPage(input.pageUrl, input.pageType);
  if (!page) throw fieldError('page_url', CART_MESSAGES.badPage);
  const title = await titleOf(db, tenant, page);
  if (title === null) throw new AppError('not_found', 404, CART_MESSAGES.unknownPage);
  const mine = and(eq(cartItems.tenantId, tenant.id), eq(cartItems.userId, user.id));
  const existing = async () =>
    (
      await db
        .select()
        .from(cartItems)
        .where(and(mine, eq(cartItems.pageUrl, page.url)))
    )[0];
  const had = await existing();
  if (had) return view(had);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(cartItems).where(mine);
  if (n >= CART_LIMIT) throw new AppError('cart_full', 409, CART_MESSAGES.full);
  const [row] = await db
    .insert(cartItems)
    .values({ tenantId: tenant.id, userId: user.id, pageUrl: page.url, pageType: page.type, title })
    .onConflictDoNothing()
    .returning();
  // Lost a race with the same add: the other request's row is the entry.
  const entry = row ?? (await existing());
  if (!entry) throw new Error('cart insert returned no row');
  return view(entry);
}
