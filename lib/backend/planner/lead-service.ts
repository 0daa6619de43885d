import 'server-only';
import type { PartyCounts } from '@/lib/booking/party';
import type {
  TCalculatePriceResponse,
  TCheckItineraryResponse,
  TItinerary,
  TItineraryChange,
} from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import type { Lead, Tenant } from '@/lib/db/schema';
import { ConversionError, convertMoney, olderRateDate, toMajorUnits } from '@/lib/money';
import type { PlanOptions } from '@/lib/planner/types';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { availabilityProblems } from './availability';
import { changeOptions } from './change-options';
import { toItinerary } from './itinerary-view';
import { findLead, insertLead, type LeadChanges, updateLead } from './lead-repository';
import { PLANNER_MESSAGES } from './messages';
import { type Budget, type PackageContext, type PackageService, priceFn } from './package-service';
import type { PlannerPorts } from './ports';
import { offerableJourneys, seatProblems, tripLegClaims } from './trip-seats';

/**
 * The lead calls (spec §7 Lead, v1/calculate_price): a lead is one variant a traveller took to the
 * detail page; every change is applied by the planner against fresh inventory and re-priced with
 * the tenant's pricing and the lead's discount code. Access rules are the route's (lead-access).
 */
/**
 * The planner's pricing for a lead: totals with its discount code, single items without it (a
 * fixed discount must not come off every hotel and activity shown).
 */
export const leadPlanOptions = (ctx: PackageContext, discountCode: string | null): PlanOptions => {
  const price = priceFn(ctx, discountCode);
  return discountCode ? { price, itemPrice: priceFn(ctx, null) } : { price };
};

/** The lead's party as the booking counts it. */
export const partyOfLead = (lead: Pick<Lead, 'search'>): PartyCounts => ({
  adults: lead.search.adults,
  children: lead.search.children,
  infants: lead.search.infants,
});

export function createLeadService(packages: PackageService, ports: PlannerPorts) {
  const options = leadPlanOptions;

  async function contextOf(db: Db, tenant: Tenant, lead: Lead): Promise<PackageContext> {
    return packages.open(db, tenant, lead.packageId);
  }

  const refuseIfCancelled = (lead: Lead) => {
    if (lead.status === 'cancelled')
      throw new AppError('lead_cancelled', 409, PLANNER_MESSAGES.leadCancelled);
  };

  /**
   * Saves what `next` makes of the lead (null: nothing to save), only if nobody wrote the lead since
   * it was read. If someone did, the lead is read again and `next` applied once more to that fresh
   * state, so both writes are kept; a second conflict answers 409 rather than overwrite the other.
   */
  async function saveFrom(
    db: Db,
    tenant: Tenant,
    lead: Lead,
    next: (current: Lead) => Promise<LeadChanges | null>,
  ): Promise<Lead> {
    let current = lead;
    for (let attempt = 0; attempt < 2; attempt++) {
      const set = await next(current);
      if (set === null) return current;
      const saved = await updateLead(db, tenant.id, current, set);
      if (saved) return saved;
      const fresh = await findLead(db, tenant.id, lead.id);
      if (!fresh) throw new AppError('lead_not_found', 404, PLANNER_MESSAGES.leadNotFound);
      current = fresh;
    }
    throw new AppError('lead_conflict', 409, PLANNER_MESSAGES.leadConflict);
  }

  /**
   * The lead with the hotels that could replace each stay's and the other changes on offer (from the
   * cached inventory: what the detail page offers; each change itself re-checks fresh inventory).
   */
  async function view(db: Db, tenant: Tenant, lead: Lead, opened?: PackageContext): Promise<TItinerary> {
    if (lead.status === 'cancelled') return toItinerary(lead);
    // A caller that already opened the lead's package passes it: no second read of the search and rates.
    const ctx = opened ?? (await contextOf(db, tenant, lead));
    const inventory = await packages.inventory(ctx);
    const opts = options(ctx, lead.discountCode);
    const alternatives = ports.hotelAlternatives(lead.variant, ctx.search, inventory, opts);
    const choices = changeOptions(lead.variant, ctx.search, inventory, opts);
    choices.leg_options = await offerableJourneys(
      db,
      tenant.id,
      lead.variant,
      choices.leg_options,
      partyOfLead(lead),
    );
    return toItinerary(lead, alternatives, choices);
  }

  return {
    async find(db: Db, tenant: Tenant, leadId: string): Promise<Lead> {
      const lead = await findLead(db, tenant.id, leadId);
      if (!lead) throw new AppError('lead_not_found', 404, PLANNER_MESSAGES.leadNotFound);
      return lead;
    },

    view,

    /** put_itinerary {package_id, index}: a new draft lead from the variant at that index. */
    async create(
      db: Db,
      tenant: Tenant,
      input: { packageId: string; index: number; budget: Budget; userId: string | null },
    ): Promise<TItinerary> {
      const ctx = await packages.open(db, tenant, input.packageId);
      const variant = await packages.variantAt(ctx, input.index, input.budget);
      const lead = await insertLead(db, tenant.id, {
        userId: input.userId,
        packageId: ctx.packageId,
        variantIndex: variant.index,
        search: ctx.summary,
        variant,
      });
      return view(db, tenant, lead, ctx);
    },

    /**
     * put_itinerary {lead_id, change}: the planner applies it to fresh inventory; the lead keeps it.
     * Applied to the lead as saved, so a change made meanwhile elsewhere is kept (saveFrom).
     */
    async change(db: Db, tenant: Tenant, lead: Lead, change: TItineraryChange): Promise<TItinerary> {
      refuseIfCancelled(lead);
      const ctx = await contextOf(db, tenant, lead);
      const inventory = await packages.inventory(ctx, { fresh: true });
      const saved = await saveFrom(db, tenant, lead, async (current) => {
        refuseIfCancelled(current);
        const discountCode =
          change.type === 'apply_discount' ? change.code.trim() || null : current.discountCode;
        let variant: Lead['variant'];
        try {
          variant = ports.applyChange(
            current.variant,
            change,
            ctx.search,
            inventory,
            options(ctx, discountCode),
          );
        } catch (err) {
          if (ports.isChangeError(err)) throw new AppError('invalid_change', 400, err.message);
          throw err;
        }
        if (change.type === 'change_leg') {
          // The journey picked must have seats for the party, as the options list promised.
          const picked = (await tripLegClaims(db, tenant.id, variant, partyOfLead(current))).filter(
            (c) => c.itemId === change.item_id,
          );
          const [full] = await seatProblems(db, tenant.id, picked);
          if (full) throw new AppError('invalid_change', 400, full);
        }
        return { variant, discountCode: variant.price.discount_code ?? discountCode };
      });
      return view(db, tenant, saved, ctx);
    },

    /**
     * check_itinerary: is everything still on sale, at which price? The price is the planner's
     * re-pricing of the same choices against fresh inventory; a changed price is kept on the lead
     * when everything is still available, so the next step shows what will be charged.
     */
    async check(db: Db, tenant: Tenant, lead: Lead): Promise<TCheckItineraryResponse> {
      refuseIfCancelled(lead);
      const ctx = await contextOf(db, tenant, lead);
      const inventory = await packages.inventory(ctx, { fresh: true });
      let answer: TCheckItineraryResponse | undefined;
      await saveFrom(db, tenant, lead, async (current) => {
        refuseIfCancelled(current);
        const problems = availabilityProblems(current.variant, inventory);
        // Read, not taken: the booking counts the seats again in its transaction.
        problems.push(
          ...(await seatProblems(
            db,
            tenant.id,
            await tripLegClaims(db, tenant.id, current.variant, partyOfLead(current)),
          )),
        );
        const previous = current.variant.total_price;
        let repriced: Lead['variant'] | null = null;
        if (problems.length === 0) {
          try {
            repriced = ports.applyChange(
              current.variant,
              { type: 'apply_discount', code: current.discountCode ?? '' },
              ctx.search,
              inventory,
              options(ctx, current.discountCode),
            );
          } catch (err) {
            if (!ports.isChangeError(err)) throw err;
            problems.push(err.message);
          }
        }
        const total = repriced?.total_price ?? previous;
        const priceChanged = total.amount !== previous.amount || total.currency !== previous.currency;
        answer = {
          lead_id: current.id,
          available: problems.length === 0,
          price_changed: priceChanged,
          previous_total: previous,
          total_price: total,
          problems,
        };
        return repriced && priceChanged ? { variant: repriced } : null;
      });
      if (!answer) throw new Error('check_itinerary computed no answer');
      return answer;
    },

    async cancel(db: Db, tenant: Tenant, lead: Lead): Promise<TItinerary> {
      const saved = await saveFrom(db, tenant, lead, async (current) =>
        current.status === 'cancelled' ? null : { status: 'cancelled' },
      );
      return toItinerary(saved);
    },

    /**
     * offline_itinerary: an agent takes it over offline. The traveller's note is kept for the agent;
     * asking again with a new note replaces it (the latest says what they still need), while the
     * request time stays the first one. Asking again without a note changes nothing.
     */
    async offline(db: Db, tenant: Tenant, lead: Lead, note: string | null = null): Promise<TItinerary> {
      refuseIfCancelled(lead);
      const text = note?.trim() || null;
      const saved = await saveFrom(db, tenant, lead, async (current) => {
        refuseIfCancelled(current);
        const unchanged =
          current.status === 'offline_requested' &&
          current.offlineRequestedAt !== null &&
          (text === null || text === current.offlineNote);
        if (unchanged) return null;
        return {
          status: 'offline_requested',
          offlineRequestedAt: current.offlineRequestedAt ?? new Date(),
          ...(text !== null ? { offlineNote: text } : {}),
        };
      });
      return view(db, tenant, saved);
    },

    /** v1/calculate_price: the lead's total in the asked currency, in major units; nothing paid yet. */
    async calculatePrice(
      db: Db,
      tenant: Tenant,
      lead: Lead,
      currency: string,
    ): Promise<TCalculatePriceResponse> {
      const total = lead.variant.total_price;
      const target = currency.trim().toUpperCase() || total.currency;
      try {
        const rates = await tenantExchangeRates(db, tenant.id);
        const converted = convertMoney(total, target, rates);
        return {
          success: true,
          data: {
            total_price: toMajorUnits(converted.amount, target),
            paid_amount: 0,
            currency: target,
            // The trip was priced with the rates of its own date, then converted again here.
            rate_date: olderRateDate(converted.rate_date, lead.variant.price.rate_date ?? null),
          },
        };
      } catch (err) {
        if (err instanceof ConversionError) {
          throw new AppError('currency_unpriced', 400, PLANNER_MESSAGES.currencyUnpriced(target));
        }
        throw err;
      }
    },
  };
}
