/**
 * Agency-specific behaviour (spec §6) as named capabilities. The legacy agency ids map to
 * capabilities here and nowhere else; a tenant of the built-in backend can also list capabilities
 * explicitly in its configuration (`capabilities: [...]`). Components ask `caps.has('…')`, never
 * `agencyId === 72`.
 */
export const CAPABILITIES = [
  /** 72: custom UI and a custom about-us page. */
  'customUI',
  'customAboutPage',
  /** 124: hides the payment gateway. */
  'hidePaymentGateway',
  /** 220 and the partner widget host: send agency_id on autocomplete and group-data calls. */
  'autocompleteSendsAgencyId',
  /** 220 and the partner widget host: hide the last two dropdown options. */
  'hideLastTwoDropdownOptions',
  /** 379: advertising scripts. */
  'advertisingScripts',
  /** 473: the Updates link reads 'Visa Updates'. */
  'updatesLabelPrefix',
  /** 517 turns this off; every other agency autofocuses the search input. */
  'searchAutofocus',
  /** 676: disclaimer consent once per session. */
  'disclaimerConsent',
  /** 2732: no special-fare prompt; contact modal on home. */
  'noSpecialFarePrompt',
  'contactModal',
  /**
   * Not in spec §6 (no agency id has it): the site offers buy-now-pay-later plans (spec §7 api/bnpl/v1).
   * Off unless a site lists it; the demo site does.
   */
  'buyNowPayLater',
  /**
   * Not in spec §6 either: the agency's staff may add a markup to a booking not yet paid in full
   * (spec §7 api/booking/add-markup). Off unless a site lists it; the demo site does.
   */
  'staffMarkup',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Capabilities every agency has unless its legacy id removes them. */
const DEFAULT_CAPABILITIES: readonly Capability[] = ['searchAutofocus'];

interface LegacyRule {
  add?: readonly Capability[];
  remove?: readonly Capability[];
}

/** The legacy agency ids of spec §6 and what each one means. */
export const LEGACY_AGENCY_RULES: Readonly<Record<number, LegacyRule>> = {
  72: { add: ['customUI', 'customAboutPage'] },
  124: { add: ['hidePaymentGateway'] },
  220: { add: ['autocompleteSendsAgencyId', 'hideLastTwoDropdownOptions'] },
  379: { add: ['advertisingScripts'] },
  473: { add: ['updatesLabelPrefix'] },
  517: { remove: ['searchAutofocus'] },
  676: { add: ['disclaimerConsent'] },
  2732: { add: ['noSpecialFarePrompt', 'contactModal'] },
};

/** Prefix put before 'Updates' when the agency has `updatesLabelPrefix`. */
export const UPDATES_LABEL_PREFIX = 'Visa';

const isCapability = (name: string): name is Capability => (CAPABILITIES as readonly string[]).includes(name);

/**
 * The capability set of one agency: defaults, then its legacy id's rule, then any capabilities the
 * tenant lists explicitly (unknown names are ignored, so an old server never breaks on a new one).
 */
export function resolveCapabilities(agencyId: number, explicit: readonly string[] = []): Capability[] {
  const set = new Set<Capability>(DEFAULT_CAPABILITIES);
  const rule = LEGACY_AGENCY_RULES[agencyId];
  for (const c of rule?.remove ?? []) set.delete(c);
  for (const c of rule?.add ?? []) set.add(c);
  for (const name of explicit) {
    if (name.startsWith('!')) {
      const negated = name.slice(1);
      if (isCapability(negated)) set.delete(negated);
    } else if (isCapability(name)) set.add(name);
  }
  return CAPABILITIES.filter((c) => set.has(c));
}

/**
 * Whether a site offers no online payment (spec §6: agency 124, or a site that says so). One rule
 * for the server, which offers no method and refuses make_payment, and for the storefront's
 * projection, so the two never disagree.
 */
export const hidesPaymentGateway = (cfg: {
  agency_id: number;
  capabilities?: readonly string[] | null | undefined;
  hide_payment_gateway?: boolean | null | undefined;
}): boolean =>
  cfg.hide_payment_gateway === true ||
  resolveCapabilities(cfg.agency_id, cfg.capabilities ?? []).includes('hidePaymentGateway');

/** Whether a site offers buy-now-pay-later plans: it lists the capability and shows a payment gateway. */
export const offersBnpl = (cfg: {
  agency_id: number;
  capabilities?: readonly string[] | null | undefined;
  hide_payment_gateway?: boolean | null | undefined;
}): boolean =>
  !hidesPaymentGateway(cfg) &&
  resolveCapabilities(cfg.agency_id, cfg.capabilities ?? []).includes('buyNowPayLater');

/** Whether the agency lets its staff add a markup to a booking (api/booking/add-markup). */
export const allowsStaffMarkup = (cfg: {
  agency_id: number;
  capabilities?: readonly string[] | null | undefined;
}): boolean => resolveCapabilities(cfg.agency_id, cfg.capabilities ?? []).includes('staffMarkup');
