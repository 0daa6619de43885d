import { z } from 'zod';
import {
  isNumberRuleMessage,
  MAX_MINOR_AMOUNT,
  REQUIRED_MESSAGE,
  zMinorAmount,
  zOptionalWholeNumber,
  zWholeNumber,
} from './whole-number';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('zWholeNumber', () => {
  const adults = zWholeNumber('adults', 1, 9);

  it('takes JSON whole numbers and strict decimal text (form bodies, query strings)', () => {
    expect(adults.parse(2)).toBe(2);
    expect(adults.parse('2')).toBe(2);
    expect(adults.parse('09')).toBe(9);
  });

  it.each([
    true,
    false,
    [1],
    { n: 1 },
    '0x1',
    '1e0',
    ' 1',
    '1 ',
    '+1',
    '1.0',
    1.5,
    Number.NaN,
    Infinity,
    null,
  ])('refuses %p, naming the field and its range', (value) =>
    expect(first(adults.safeParse(value))).toBe('adults must be a whole number between 1 and 9.'),
  );

  it('names the range when out of it, and says required when not given', () => {
    for (const v of [0, 10, -1, '12', 1e15])
      expect(first(adults.safeParse(v))).toBe('adults must be between 1 and 9.');
    expect(first(adults.safeParse(undefined))).toBe(REQUIRED_MESSAGE);
    expect(first(adults.safeParse(''))).toBe(REQUIRED_MESSAGE);
    expect(first(z.object({ adults }).safeParse({}))).toBe(REQUIRED_MESSAGE);
  });

  it('a fallback stands for a value not given; an optional one may be left out', () => {
    const children = z.object({ children: zWholeNumber('children', 0, 8, { fallback: 0 }) });
    expect(children.parse({})).toEqual({ children: 0 });
    expect(children.parse({ children: '' })).toEqual({ children: 0 });
    expect(first(children.safeParse({ children: true }))).toBe(
      'children must be a whole number between 0 and 8.',
    );
    const seen = z.object({ seen: zOptionalWholeNumber('seen', 0, 5) });
    expect(seen.parse({})).toEqual({});
    expect(seen.parse({ seen: '' })).toEqual({ seen: undefined });
    expect(first(seen.safeParse({ seen: [1] }))).toBe('seen must be a whole number between 0 and 5.');
  });

  it('money fits the database column; the messages are recognisable', () => {
    const total = zMinorAmount('accepted_total');
    expect(total.parse(MAX_MINOR_AMOUNT)).toBe(MAX_MINOR_AMOUNT);
    expect(first(total.safeParse(MAX_MINOR_AMOUNT + 1))).toBe(
      'accepted_total must be between 0 and 2147483647.',
    );
    expect(first(total.safeParse([99_500]))).toBe(
      'accepted_total must be a whole number between 0 and 2147483647.',
    );
    expect(isNumberRuleMessage('travellers.0.position must be between 0 and 25.')).toBe(true);
    expect(isNumberRuleMessage('Enter a date as YYYY-MM-DD.')).toBe(false);
  });
});
