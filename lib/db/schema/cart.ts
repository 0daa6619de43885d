import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantId } from './tenant-owned';

/**
 * A signed-in traveller's cart (spec §7 cart/check_orders, cart/order): the package pages they put
 * aside to book later. One row per page; the title is read on the server when the page is added.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A path on the site (lib/cart/page.ts says which). */
    pageUrl: text('page_url').notNull(),
    /** static_package (an organised package) or package (a planned trip). */
    pageType: text('page_type').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_page_uq').on(t.tenantId, t.userId, t.pageUrl),
    index('cart_items_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

export type CartItem = typeof cartItems.$inferSelect;
