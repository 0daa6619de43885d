import 'server-only';
import { cached, TtlLru } from '@/lib/cache/ttl-lru';
import type { TGetPackageResponse, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import { ConversionError } from '@/lib/money';
import type { PlannerInventory, PriceFn } from '@/lib/planner/types';
import { DiscountCodeError } from '@/lib/pricing';
import { AppError } from '../http/errors';
import { loadSearch } from './load-search';
import { PLANNER_MESSAGES } from './messages';
import type { PlannerPorts } from './ports';
import { searchSummary } from './search-summary';
import { sellableInventory, sellsNonRefundableHotels } from './sellable-inventory';
import { type TenantPricing, tenantPricing } from './tenant-pricing';

export interface Budget {
  min?: number;
  max?: number;
}

/** A package_id resolved for one tenant: its search, summary and pricing. */
export interface PackageContext {
  db: Db;
  tenant: Tenant;
  packageId: string;
  search: TSearchApiRequest;
  summary: TSearchSummary;
  pricing: TenantPricing;
}

export interface BudgetRange {
  min: number;
  max: number;
  currency: string;
}

/** How long a plan or an inventory snapshot is reused: a visitor's browsing, not a price promise. */
const CACHE_MS = Number(process.env.PLAN_CACHE_MS ?? 3 * 60_000);

interface Caches {
  plans: TtlLru<string, Promise<TPackageVariant[]>>;
  inventories: TtlLru<string, Promise<PlannerInventory>>;
}

/**
 * Packages of the built-in backend: the search behind a package_id, the tenant's pricing, the
 * inventory and the planner put together, with plans kept in memory per (tenant, package, budget)
 * for a few minutes (small LRUs, per database handle). Prices a lead is changed or checked against
 * always come from fresh inventory (`inventory(ctx, { fresh: true })`).
 */
export function createPackageService(
  ports: PlannerPorts,
  options: { cacheMs?: number; now?: () => number } = {},
) {
  const cacheMs = options.cacheMs ?? CACHE_MS;
  const byDb = new WeakMap<object, Caches>();
  const caches = (db: Db): Caches => {
    let c = byDb.get(db);
    if (!c) {
      c = {
        plans: new TtlLru(200, cacheMs, options.now),
        inventories: new TtlLru(50, cacheMs, options.now),
      };
      byDb.set(db, c);
    }
    return c;
  };

  async function open(db: Db, tenant: Tenant, packageId: string): Promise<PackageContext> {
    const stored = await loadSearch(db, tenant.id, packageId);
    if (!stored) throw new AppError('package_not_found', 404, PLANNER_MESSAGES.packageNotFound);
    return {
      db,
      tenant,
      packageId: stored.packageId,
      search: stored.request,
      summary: searchSummary(stored.request),
      pricing: await tenantPricing(db, tenant),
    };
  }

  function inventory(ctx: PackageContext, opts: { fresh?: boolean } = {}): Promise<PlannerInventory> {
    const site = { nonRefundableHotels: sellsNonRefundableHotels(ctx.tenant) };
    const load = async () =>
      sellableInventory(await ports.loadInventory(ctx.db, ctx.tenant.id, ctx.search), site);
    const store = caches(ctx.db).inventories;
    // The site's version is in the key: switching show_non_refundable_items is a new inventory.
    const key = `${ctx.tenant.id}|${ctx.tenant.version}|${ctx.packageId}`;
    if (opts.fresh) {
      const promise = load();
      // A fresh read also refreshes what the alternatives show (not the cached plans: see plan()).
      store.set(key, promise);
      // A failed read is forgotten, unless a newer read has taken its place meanwhile.
      promise.catch(() => {
        if (store.get(key) === promise) store.delete(key);
      });
      return promise;
    }
    return cached(store, key, load);
  }

  function plan(ctx: PackageContext, budget: Budget = {}): Promise<TPackageVariant[]> {
    // The tenant's version and own rates are in the key: a configuration change (markup, taxes) or
    // a new conversion rate is a new plan.
    const key = [
      ctx.tenant.id,
      ctx.tenant.version,
      ctx.pricing.ratesKey,
      ctx.packageId,
      budget.min ?? '',
      budget.max ?? '',
    ].join('|');
    return cached(caches(ctx.db).plans, key, async () => {
      const price = priceFn(ctx, null);
      const inv = await inventory(ctx);
      const hasBudget = budget.min !== undefined || budget.max !== undefined;
      return ports.planPackage(ctx.search, inv, { price, ...(hasBudget ? { budget } : {}) });
    });
  }

  async function budgetRange(ctx: PackageContext): Promise<BudgetRange> {
    const totals = (await plan(ctx)).map((v) => v.total_price.amount);
    return {
      min: totals.length ? Math.min(...totals) : 0,
      max: totals.length ? Math.max(...totals) : 0,
      currency: ctx.search.currency,
    };
  }

  async function getPackage(ctx: PackageContext, budget: Budget = {}): Promise<TGetPackageResponse> {
    const [variants, range] = await Promise.all([plan(ctx, budget), budgetRange(ctx)]);
    return { package_id: ctx.packageId, search: ctx.summary, budget_range: range, variants };
  }

  async function variantAt(
    ctx: PackageContext,
    index: number,
    budget: Budget = {},
  ): Promise<TPackageVariant> {
    const variant = (await plan(ctx, budget)).find((v) => v.index === index);
    if (!variant) throw new AppError('variant_not_found', 404, PLANNER_MESSAGES.variantNotFound);
    return variant;
  }

  /** One sentence on why a variant ranks where it does (v1/get_why_rank). */
  const whyRank = (variant: TPackageVariant) => ports.whyRank(variant);

  /** Forgets the tenant's plans and inventory snapshots (its inventory was just imported). */
  function forgetTenant(db: Db, tenantId: string): void {
    const c = byDb.get(db);
    if (!c) return;
    const mine = (key: string) => key.startsWith(`${tenantId}|`);
    c.plans.deleteWhere(mine);
    c.inventories.deleteWhere(mine);
  }

  return { open, inventory, plan, budgetRange, getPackage, variantAt, whyRank, forgetTenant };
}

/**
 * The PriceFn for a package's currency and an optional discount code; an unknown code or a
 * currency that cannot be priced is a 400 with a message for the traveller.
 */
export function priceFn(ctx: PackageContext, discountCode: string | null): PriceFn {
  try {
    return ctx.pricing(ctx.search.currency, discountCode);
  } catch (err) {
    if (err instanceof DiscountCodeError) throw new AppError('invalid_discount_code', 400, err.message);
    if (err instanceof ConversionError) {
      throw new AppError('currency_unpriced', 400, PLANNER_MESSAGES.currencyUnpriced(ctx.search.currency));
    }
    throw err;
  }
}

export type PackageService = ReturnType<typeof createPackageService>;
