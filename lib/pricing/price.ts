import type { TMoney, TPriceBreakdown } from '@/lib/contract/planner';
import {
  add,
  ConversionError,
  canConvert,
  convertExact,
  type ExchangeRates,
  min,
  minorUnits,
  mul,
  ONE,
  olderRateDate,
  parseNonNegativeDecimal,
  type Rational,
  rateDateOf,
  rational,
  roundHalfAwayFromZero as round,
  sub,
  ZERO,
} from '@/lib/money';
import type { ComponentKind, PriceComponent, PriceFn } from '@/lib/planner/types';
import { markupRuleFor, readMarkupRules } from './markup-rules';
import { type AdjustmentRule, findDiscountRule, normaliseCode, readTaxRules } from './rules';

/** The message a traveller sees for a code the agency does not have (or has switched off). */
export const DISCOUNT_CODE_INVALID = 'This discount code is not valid.';

/** An unknown discount code; `message` is fit for the traveller. */
export class DiscountCodeError extends Error {
  override name = 'DiscountCodeError';
  constructor(readonly code: string) {
    super(DISCOUNT_CODE_INVALID);
  }
}

export interface PricingSetup {
  /** Markup factors by kind (working config pricingConfiguration); missing kinds count as 1. */
  pricingConfiguration: Readonly<Record<string, number>>;
  /**
   * markup_rules entries (working config markupRules), e.g. `{ mode: 'hotel', destination: 'Paris',
   * type: 'percent', value: 10 }`: a matching rule replaces its component's factor (markup-rules.ts).
   */
  markupRules?: readonly Readonly<Record<string, unknown>>[];
  /** taxconfig_set entries, e.g. `{ name: 'VAT', type: 'percent', value: 20 }`. */
  taxes: readonly Record<string, unknown>[];
  /** discount_config entries, e.g. `{ code: 'WELCOME10', type: 'percent', value: 10 }`. */
  discountCodes: readonly Record<string, unknown>[];
  /** The code the traveller applied; empty or null for none. */
  discountCode?: string | null;
  /** The visitor's currency (the search's): every answer is in it. */
  currency: string;
  /** The rates to convert with: the latest reference rates with the tenant's own (lib/backend/rates). */
  rates: ExchangeRates;
  /** 1: the total includes taxes and fees (spec §9 price-inclusive label). */
  pricingOption: number;
  /**
   * Currency of fixed tax and discount amounts whose entry names none (the agency's own, e.g. its
   * invoice currency). Defaults to the visitor's currency.
   */
  fixedAmountCurrency?: string | null;
}

/** rail, ferry, cab and car are ground travel: priced like transfers unless the agency sets their own factor. */
const FACTOR_FALLBACK: Partial<Record<ComponentKind, string>> = {
  rail: 'transfer',
  ferry: 'transfer',
  cab: 'transfer',
  car: 'transfer',
};

/** The markup factor of one kind, exactly as configured (1.08 → 27/25); 1 when unset or unusable. */
export function markupFactor(config: Readonly<Record<string, number>>, kind: string): Rational {
  const own = Object.hasOwn(config, kind) ? config[kind] : undefined;
  const fallbackKey = FACTOR_FALLBACK[kind as ComponentKind];
  const value = own ?? (fallbackKey !== undefined ? config[fallbackKey] : undefined);
  const factor = parseNonNegativeDecimal(value);
  return factor && factor.n > 0n ? factor : ONE;
}

const PERCENT = rational(1, 100);

/**
 * Binds pricing to a tenant's configuration, the visitor's currency and an optional discount code,
 * and answers the planner's PriceFn. Per call, in this order, all exact:
 *
 *   1. each component, in its supplier currency, marked up once: by the agency's most specific
 *      markup rule matching it (markupRuleFor: the rules of its kind whose destination — its city or
 *      country code, any case — and supplier match; supplier and destination beat supplier alone,
 *      which beats destination alone, which beats the kind alone; ties go to the first listed). A
 *      percent rule multiplies by 1 + value/100; a fixed rule adds `value` major units of its
 *      currency (the agency's fixed-amount currency when it names none), converted exactly, once per
 *      component. With no matching rule (and with no rules at all, exactly as before rules
 *      existed) the component is multiplied by the markup factor of its kind;
 *   2. taxes on the marked-up amount (each percent tax on that base; fixed taxes once per call);
 *   3. the discount code on the amount with taxes (percent, or a fixed amount, never below zero);
 *   4. everything in the visitor's currency by the rates (a linear step, so doing it on exact
 *      fractions equals converting at the end); the answer's `rate_date` is the oldest rate used.
 *
 * Only then is anything rounded: the total once, half away from zero. The breakdown's tax, discount
 * and markup are each rounded from their exact values and `base` is what makes
 * base + tax − discount = total hold to the minor unit, so a displayed breakdown always adds up.
 *
 * Throws DiscountCodeError for an unknown code and ConversionError for a currency that cannot be
 * priced, at once, so a route can answer before planning anything.
 */
export function createPriceFn(setup: PricingSetup): PriceFn {
  const currency = setup.currency.trim().toUpperCase();
  const rates = setup.rates;
  minorUnits(currency);
  // A visitor currency without a rate cannot be priced: fail now, not on the first component.
  if (!canConvert(rates, currency)) {
    throw new ConversionError(`No conversion rate for currency ${JSON.stringify(currency)}`);
  }
  const fixedCurrency = (setup.fixedAmountCurrency ?? currency).trim().toUpperCase();

  const taxes = readTaxRules(setup.taxes);
  const typed = setup.discountCode?.trim() ?? '';
  const discount = typed ? findDiscountRule(setup.discountCodes, typed) : null;
  if (typed && !discount) throw new DiscountCodeError(normaliseCode(typed));

  const markupRules = readMarkupRules(setup.markupRules ?? []);

  /** A fixed amount (major units of its currency) in exact minor units of the visitor's currency. */
  const fixedInVisitorMinor = (
    rule: Pick<Extract<AdjustmentRule, { kind: 'fixed' }>, 'amount' | 'currency'>,
  ): Rational => {
    const from = rule.currency ?? fixedCurrency;
    const minor = mul(rule.amount, rational(10n ** BigInt(minorUnits(from))));
    rateDate = olderRateDate(rateDate, rateDateOf(rates, from, currency));
    return convertExact(minor, from, currency, rates);
  };
  // The oldest rate any conversion of one call used (null: nothing was converted).
  let rateDate: string | null = null;

  const money = (amount: number): TMoney => ({ amount, currency });

  return (components: readonly PriceComponent[]): TPriceBreakdown => {
    rateDate = null;
    let cost = ZERO;
    let marked = ZERO;
    for (const c of components) {
      if (!Number.isSafeInteger(c.amountMinor)) {
        throw new ConversionError(`Amount must be a whole number of minor units, got ${c.amountMinor}`);
      }
      const inVisitor = convertExact(rational(c.amountMinor), c.currency, currency, rates);
      rateDate = olderRateDate(rateDate, rateDateOf(rates, c.currency, currency));
      cost = add(cost, inVisitor);
      const rule = markupRuleFor(markupRules, c);
      const markedUp =
        rule === null
          ? mul(inVisitor, markupFactor(setup.pricingConfiguration, c.kind))
          : rule.kind === 'percent'
            ? mul(inVisitor, rule.factor)
            : add(inVisitor, fixedInVisitorMinor(rule));
      marked = add(marked, markedUp);
    }

    let tax = ZERO;
    // No trip, no fees: fixed taxes apply to something bought.
    if (components.length > 0) {
      for (const rule of taxes) {
        tax = add(
          tax,
          rule.kind === 'percent' ? mul(marked, mul(rule.percent, PERCENT)) : fixedInVisitorMinor(rule),
        );
      }
    }

    const gross = add(marked, tax);
    let off = ZERO;
    if (discount && components.length > 0) {
      const wanted =
        discount.kind === 'percent'
          ? mul(gross, mul(discount.percent, PERCENT))
          : fixedInVisitorMinor(discount);
      off = gross.n > 0n ? min(wanted, gross) : ZERO;
    }

    const total = round(sub(gross, off));
    const taxMinor = round(tax);
    const discountMinor = round(off);
    return {
      base: money(total - taxMinor + discountMinor),
      markup: money(round(sub(marked, cost))),
      tax: money(taxMinor),
      discount: money(discountMinor),
      total: money(total),
      price_inclusive: setup.pricingOption === 1,
      discount_code: discount?.code ?? null,
      rate_date: rateDate,
    };
  };
}
