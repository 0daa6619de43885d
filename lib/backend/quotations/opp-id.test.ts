import { formatOppId, parseOppNumber } from './opp-id';

describe('opportunity ids', () => {
  it('formats agency and a six-digit number', () => {
    expect(formatOppId(1001, 42)).toBe('OPP-1001-000042');
    expect(formatOppId(7, 1234567)).toBe('OPP-7-1234567');
  });
  it('reads a full id of this agency or a bare number', () => {
    expect(parseOppNumber('OPP-1001-000042', 1001)).toBe(42);
    expect(parseOppNumber(' opp-1001-42 ', 1001)).toBe(42);
    expect(parseOppNumber('000042', 1001)).toBe(42);
    expect(parseOppNumber('OPP-2002-000042', 1001)).toBeNull();
    expect(parseOppNumber('OPP-x', 1001)).toBeNull();
    expect(parseOppNumber('', 1001)).toBeNull();
  });
});
