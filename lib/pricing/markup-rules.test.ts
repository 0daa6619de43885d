import { MARKUP_RULE_MODES } from '@/lib/contract/site-config';
import { rational } from '@/lib/money';
import { COMPONENT_KINDS } from '@/lib/planner/types';
import { type MarkupRule, markupRuleFor, type RuleTarget, readMarkupRules } from './markup-rules';

const parisHotel: RuleTarget = {
  kind: 'hotel',
  destination: { city: 'Paris', country: 'FR' },
  supplier: 'offline',
};

/** The index (in the listed rules) of the rule chosen for `target`, or null. */
const chosen = (entries: Record<string, unknown>[], target: RuleTarget): number | null => {
  const rules = readMarkupRules(entries);
  const rule = markupRuleFor(rules, target);
  return rule === null ? null : rules.indexOf(rule);
};

describe('readMarkupRules', () => {
  it('reads percent rules as exact factors and fixed ones as amounts in their currency', () => {
    const [pct, fixed] = readMarkupRules([
      { mode: 'hotel', destination: ' Paris ', type: 'percent', value: 12.5 },
      { mode: 'Flight', supplier: 'GRN', type: 'fixed', value: '7.50', currency: 'usd' },
    ]);
    expect(pct).toEqual<MarkupRule>({
      mode: 'hotel',
      destination: 'paris',
      supplier: null,
      kind: 'percent',
      factor: rational(1125, 1000),
    });
    expect(fixed).toEqual<MarkupRule>({
      mode: 'flight',
      destination: null,
      supplier: 'grn',
      kind: 'fixed',
      amount: rational(15, 2),
      currency: 'USD',
    });
  });

  it('skips what cannot be read: an unknown mode or type, a negative value, an unknown currency, switched off', () => {
    expect(
      readMarkupRules([
        { mode: 'boat', type: 'percent', value: 10 },
        { mode: 'hotel', type: 'double', value: 10 },
        { mode: 'hotel', type: 'percent', value: -5 },
        { mode: 'hotel', type: 'fixed', value: 5, currency: 'XYZ' },
        { mode: 'hotel', type: 'percent', value: 5, active: false },
      ]),
    ).toEqual([]);
  });

  it('knows every component kind as a mode, and the contract lists the same modes', () => {
    expect([...MARKUP_RULE_MODES].sort()).toEqual([...COMPONENT_KINDS].sort());
    for (const mode of COMPONENT_KINDS)
      expect(readMarkupRules([{ mode, type: 'percent', value: 1 }])).toHaveLength(1);
  });
});

describe('markupRuleFor: the most specific matching rule of the component kind', () => {
  const all = [
    { mode: 'hotel', type: 'percent', value: 1 },
    { mode: 'hotel', destination: 'Paris', type: 'percent', value: 2 },
    { mode: 'hotel', supplier: 'offline', type: 'percent', value: 3 },
    { mode: 'hotel', destination: 'FR', supplier: 'offline', type: 'percent', value: 4 },
  ];

  it('supplier and destination > supplier > destination > mode only, whatever the order listed', () => {
    expect(chosen(all, parisHotel)).toBe(3);
    expect(chosen([...all].reverse(), parisHotel)).toBe(0);
    expect(chosen(all.slice(0, 3), parisHotel)).toBe(2);
    expect(chosen(all.slice(0, 2), parisHotel)).toBe(1);
    expect(chosen(all.slice(0, 1), parisHotel)).toBe(0);
  });

  it('of equally specific rules, the first listed', () => {
    const twice = [
      { mode: 'hotel', destination: 'FR', type: 'percent', value: 5 },
      { mode: 'hotel', destination: 'Paris', type: 'percent', value: 6 },
    ];
    expect(chosen(twice, parisHotel)).toBe(0);
    expect(chosen([...twice].reverse(), parisHotel)).toBe(0);
  });

  it('a destination matches the city or the country code, in any case', () => {
    const rule = (destination: string) => [{ mode: 'hotel', destination, type: 'percent', value: 5 }];
    expect(chosen(rule('paris'), parisHotel)).toBe(0);
    expect(chosen(rule('PARIS'), parisHotel)).toBe(0);
    expect(chosen(rule('fr'), parisHotel)).toBe(0);
    expect(chosen(rule('Lyon'), parisHotel)).toBeNull();
    expect(chosen(rule('IT'), parisHotel)).toBeNull();
    expect(chosen(rule('it'), { kind: 'hotel', destination: { city: 'Rome', country: 'IT' } })).toBe(0);
  });

  it('a rule naming a destination or supplier passes over a component that does not say where or from whom', () => {
    const bare: RuleTarget = { kind: 'hotel' };
    expect(chosen([{ mode: 'hotel', destination: 'Paris', type: 'percent', value: 5 }], bare)).toBeNull();
    expect(chosen([{ mode: 'hotel', supplier: 'offline', type: 'percent', value: 5 }], bare)).toBeNull();
    expect(chosen(all, bare)).toBe(0);
  });

  it('supplier names compare in any case; other kinds are not touched', () => {
    expect(chosen([{ mode: 'hotel', supplier: 'Offline', type: 'percent', value: 5 }], parisHotel)).toBe(0);
    expect(chosen([{ mode: 'hotel', supplier: 'grn', type: 'percent', value: 5 }], parisHotel)).toBeNull();
    expect(chosen(all, { ...parisHotel, kind: 'activity' })).toBeNull();
    // transfer rules do not reach rail (only the factor falls back from rail to transfer).
    expect(chosen([{ mode: 'transfer', type: 'percent', value: 5 }], { kind: 'rail' })).toBeNull();
  });
});
