import {
  allowsStaffMarkup,
  CAPABILITIES,
  type Capability,
  hidesPaymentGateway,
  LEGACY_AGENCY_RULES,
  resolveCapabilities,
} from './capabilities';

/** Spec §6, agency by agency, as the capabilities each one ends up with. */
const LEGACY: [number, Capability[]][] = [
  [72, ['customUI', 'customAboutPage', 'searchAutofocus']],
  [124, ['hidePaymentGateway', 'searchAutofocus']],
  [220, ['autocompleteSendsAgencyId', 'hideLastTwoDropdownOptions', 'searchAutofocus']],
  [379, ['advertisingScripts', 'searchAutofocus']],
  [473, ['updatesLabelPrefix', 'searchAutofocus']],
  [517, []],
  [676, ['searchAutofocus', 'disclaimerConsent']],
  [2732, ['searchAutofocus', 'noSpecialFarePrompt', 'contactModal']],
];

const sorted = (list: readonly string[]) => [...list].sort();

describe('resolveCapabilities', () => {
  it.each(LEGACY)('agency %i has exactly its §6 capabilities', (agencyId, expected) => {
    expect(sorted(resolveCapabilities(agencyId))).toEqual(sorted(expected));
  });

  it('covers every special agency id of spec §9 and no other', () => {
    expect(
      Object.keys(LEGACY_AGENCY_RULES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(LEGACY.map(([id]) => id));
  });

  it('gives any other agency only the defaults (search autofocus on)', () => {
    expect(resolveCapabilities(1001)).toEqual(['searchAutofocus']);
    expect(resolveCapabilities(0)).toEqual(['searchAutofocus']);
  });

  it('adds explicit capabilities to the legacy ones', () => {
    expect(sorted(resolveCapabilities(473, ['contactModal', 'disclaimerConsent']))).toEqual(
      sorted(['updatesLabelPrefix', 'searchAutofocus', 'contactModal', 'disclaimerConsent']),
    );
  });

  it('removes a capability with !name, whether it came from the defaults or the legacy id', () => {
    expect(resolveCapabilities(1001, ['!searchAutofocus'])).toEqual([]);
    expect(sorted(resolveCapabilities(2732, ['!contactModal']))).toEqual(
      sorted(['searchAutofocus', 'noSpecialFarePrompt']),
    );
  });

  it('lets a later explicit entry win over an earlier one', () => {
    expect(resolveCapabilities(1001, ['advertisingScripts', '!advertisingScripts'])).toEqual([
      'searchAutofocus',
    ]);
    expect(resolveCapabilities(517, ['searchAutofocus'])).toEqual(['searchAutofocus']);
  });

  it('ignores unknown names, negated or not', () => {
    expect(resolveCapabilities(1001, ['teleport', '!teleport', '!', '', 'toString'])).toEqual([
      'searchAutofocus',
    ]);
  });

  it('returns capabilities in the declared order, without duplicates', () => {
    const all = resolveCapabilities(72, [...CAPABILITIES, ...CAPABILITIES]);
    expect(all).toEqual([...CAPABILITIES]);
  });
});

describe('hidesPaymentGateway', () => {
  it('agency 124 hides it (spec §6); its neighbours do not', () => {
    expect(hidesPaymentGateway({ agency_id: 124 })).toBe(true);
    expect(hidesPaymentGateway({ agency_id: 123 })).toBe(false);
    expect(hidesPaymentGateway({ agency_id: 125 })).toBe(false);
  });

  it('any site can hide it by its flag or its capability; 124 can take it back with !hidePaymentGateway', () => {
    expect(hidesPaymentGateway({ agency_id: 9, hide_payment_gateway: true })).toBe(true);
    expect(hidesPaymentGateway({ agency_id: 9, capabilities: ['hidePaymentGateway'] })).toBe(true);
    expect(hidesPaymentGateway({ agency_id: 124, capabilities: ['!hidePaymentGateway'] })).toBe(false);
    expect(hidesPaymentGateway({ agency_id: 124, hide_payment_gateway: false })).toBe(true);
  });
});

describe('allowsStaffMarkup', () => {
  it('is on only where the site lists it', () => {
    expect(allowsStaffMarkup({ agency_id: 1, capabilities: ['staffMarkup'] })).toBe(true);
    expect(allowsStaffMarkup({ agency_id: 1, capabilities: ['buyNowPayLater'] })).toBe(false);
    expect(allowsStaffMarkup({ agency_id: 1 })).toBe(false);
  });
});
