import {
  addRule,
  parsePercent,
  parseRuleValue,
  readMarkups,
  readRules,
  removeRule,
  ruleProblems,
  samplePrice,
  sampleRulePrice,
  sampleTarget,
  writeMarkup,
  writeRule,
} from './markup-draft';

const SITE = {
  agency_details: { name: 'Meridian', details: { invoice_currency: 'eur' } },
  pricing_configuration: { hotel: 1.08, activity: 1.1, transfer: 1.05 },
  taxconfig_set: [],
};

describe('markup draft', () => {
  it('reads each mode as a percentage and writes it back as the factor the pricing module reads', () => {
    expect(readMarkups(SITE)).toEqual({ hotel: '8', activity: '10', transfer: '5', flight: '', package: '' });
    const next = writeMarkup(SITE, 'hotel', parsePercent('10'));
    expect(next.pricing_configuration).toEqual({ hotel: 1.1, activity: 1.1, transfer: 1.05 });
    expect(writeMarkup(SITE, 'flight', parsePercent('7.3')).pricing_configuration).toMatchObject({
      flight: 1.073,
    });
    expect(readMarkups(writeMarkup(SITE, 'package', parsePercent('12.5'))).package).toBe('12.5');
    // No markup: the factor is removed (the module's default, 1).
    expect(writeMarkup(SITE, 'transfer', parsePercent('0')).pricing_configuration).toEqual({
      hotel: 1.08,
      activity: 1.1,
    });
    expect(SITE.pricing_configuration.hotel).toBe(1.08);
  });

  it.each(['', '-5', 'ten', '1.234', '10%', '100000'])('refuses %p as a percentage', (text) => {
    expect(parsePercent(text)).toBeNull();
  });

  it('prices the sample before and after through the pricing module, taxes included', () => {
    expect(samplePrice(SITE, 'hotel')).toEqual({ amount: 10_800, currency: 'EUR' });
    expect(samplePrice(writeMarkup(SITE, 'hotel', 1000), 'hotel')).toEqual({
      amount: 11_000,
      currency: 'EUR',
    });
    const taxed = { ...SITE, taxconfig_set: [{ name: 'VAT', type: 'percent', value: 20 }] };
    expect(samplePrice(taxed, 'hotel')?.amount).toBe(12_960);
    expect(samplePrice({}, 'flight')).toEqual({ amount: 10_000, currency: 'EUR' });
  });
});

describe('markup rules in the draft', () => {
  const paris = { mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 };

  it('adds a rule that changes no price (hotels anywhere at the hotels’ percentage), edits and removes it', () => {
    const added = addRule(SITE);
    expect(added.markup_rules).toEqual([{ mode: 'hotel', type: 'percent', value: 8 }]);
    expect(samplePrice(added, 'hotel')).toEqual(samplePrice(SITE, 'hotel'));
    const [draft] = readRules(added);
    expect(draft).toEqual({
      mode: 'hotel',
      destination: '',
      supplier: '',
      type: 'percent',
      value: '8',
      currency: '',
    });

    let next = writeRule(added, 0, 'destination', ' Paris ');
    next = writeRule(next, 0, 'supplier', 'offline');
    next = writeRule(next, 0, 'value', 12.5);
    expect(next.markup_rules).toEqual([
      { mode: 'hotel', destination: ' Paris ', supplier: 'offline', type: 'percent', value: 12.5 },
    ]);
    // An emptied text leaves the field out; the other rules are untouched.
    const two = { ...next, markup_rules: [...(next.markup_rules as object[]), paris] };
    expect(writeRule(two, 0, 'supplier', ' ').markup_rules).toEqual([
      { mode: 'hotel', destination: ' Paris ', type: 'percent', value: 12.5 },
      paris,
    ]);
    expect(removeRule(two, 0).markup_rules).toEqual([paris]);
    expect(SITE).not.toHaveProperty('markup_rules');
  });

  it("a fixed rule gets the agency's currency until another is typed; a percentage has none", () => {
    const fixed = writeRule({ ...SITE, markup_rules: [paris] }, 0, 'type', 'fixed');
    expect(fixed.markup_rules).toEqual([{ ...paris, type: 'fixed', currency: 'EUR' }]);
    const usd = writeRule(fixed, 0, 'currency', 'usd ');
    expect(readRules(usd)[0]?.currency).toBe('USD');
    expect(writeRule(usd, 0, 'type', 'percent').markup_rules).toEqual([paris]);
  });

  it.each([
    ['percent', '10', 10],
    ['percent', '12,5', 12.5],
    ['percent', 'ten', null],
    ['fixed', '5', 5],
    ['fixed', '12.50', 12.5],
    ['fixed', '0,75', 0.75],
    ['fixed', '-5', null],
    ['fixed', '', null],
  ] as const)('reads a %s value typed as %p: %p', (type, text, value) => {
    expect(parseRuleValue(type, text)).toBe(value);
  });

  it('previews a rule on what it matches: that mode, there, from that supplier, live → draft', () => {
    const draft = { ...SITE, markup_rules: [paris] };
    const [rule] = readRules(draft);
    if (!rule) throw new Error('no rule');
    expect(sampleTarget(rule)).toEqual({ kind: 'hotel', destination: { city: 'Paris' } });
    expect(sampleTarget({ ...rule, destination: 'fr', supplier: 'grn' })).toEqual({
      kind: 'hotel',
      destination: { country: 'fr' },
      supplier: 'grn',
    });
    // Live: the hotels' 8 %; the draft's Paris rule: 10 %. Elsewhere, still 8 %.
    expect(sampleRulePrice(SITE, rule)).toEqual({ amount: 10_800, currency: 'EUR' });
    expect(sampleRulePrice(draft, rule)).toEqual({ amount: 11_000, currency: 'EUR' });
    expect(sampleRulePrice(draft, { ...rule, destination: 'Rome' })?.amount).toBe(10_800);
    expect(samplePrice(draft, 'hotel')?.amount).toBe(10_800);
  });

  it('previews a fixed rule in another currency at the reference rates, and says when it cannot', () => {
    const usd = { mode: 'activity', type: 'fixed', value: 5, currency: 'USD' };
    const [rule] = readRules({ markup_rules: [usd] });
    if (!rule) throw new Error('no rule');
    const after = sampleRulePrice({ ...SITE, markup_rules: [usd] }, rule);
    // €100.00 at the 10 % activity factor is replaced by €100.00 + $5.00 in euros.
    expect(after?.currency).toBe('EUR');
    expect(after?.amount).toBeGreaterThan(10_300);
    expect(after?.amount).toBeLessThan(10_600);
    const unpriced = { mode: 'activity', type: 'fixed', value: 5, currency: 'XTS' };
    expect(sampleRulePrice({ ...SITE, markup_rules: [unpriced] }, rule)).toBeNull();
  });

  it("puts the server's problems with rule N on rule N, naming the field", () => {
    const problems = [
      'config.markup_rules.0.currency: A fixed markup needs its currency',
      'config.markup_rules.1: Unrecognized key: "destinaton"',
      'config.markup_rules.10.value: Too small',
      'config.pricing_configuration.hotel: Expected a number',
    ];
    expect(ruleProblems(problems, 0)).toEqual([
      { field: 'currency', message: 'A fixed markup needs its currency' },
    ]);
    expect(ruleProblems(problems, 1)).toEqual([{ field: null, message: 'Unrecognized key: "destinaton"' }]);
    expect(ruleProblems(problems, 10)).toEqual([{ field: 'value', message: 'Too small' }]);
    expect(ruleProblems(problems, 2)).toEqual([]);
  });
});
