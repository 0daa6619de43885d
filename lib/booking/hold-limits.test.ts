import { HOLD_LIMITS, holdLimitBreach } from './hold-limits';

const none = { departure: 0, overall: 0 };

describe('hold limits (issue 26)', () => {
  it('are 9 seats a departure and 18 in all per account, twice that per address, one extension', () => {
    expect(HOLD_LIMITS).toEqual({
      account: { perDeparture: 9, overall: 18 },
      client: { perDeparture: 18, overall: 36 },
      extensions: 1,
      renewalWindowHours: 24,
    });
  });

  it('lets a hold up to the limits through and refuses the seat past each', () => {
    const base = { seats: 2, account: none, client: none, endedUnpaid: 0 };
    expect(holdLimitBreach(base)).toBeNull();
    expect(holdLimitBreach({ ...base, account: { departure: 7, overall: 7 } })).toBeNull();
    // The hoard: 9 + 9 + 2 seats of one departure by one account.
    expect(holdLimitBreach({ ...base, seats: 9, account: { departure: 9, overall: 9 } })).toBe(
      'account_departure',
    );
    expect(holdLimitBreach({ ...base, account: { departure: 8, overall: 8 } })).toBe('account_departure');
    expect(holdLimitBreach({ ...base, account: { departure: 0, overall: 17 } })).toBe('account_overall');
    expect(holdLimitBreach({ ...base, client: { departure: 17, overall: 17 } })).toBe('client_departure');
    expect(holdLimitBreach({ ...base, client: { departure: 0, overall: 35 } })).toBe('client_overall');
    // No address known: only the account counts.
    expect(holdLimitBreach({ ...base, client: null })).toBeNull();
  });

  it('allows one renewal of a hold that ran out unpaid, not two', () => {
    const base = { seats: 2, account: none, client: none };
    expect(holdLimitBreach({ ...base, endedUnpaid: 1 })).toBeNull();
    expect(holdLimitBreach({ ...base, endedUnpaid: 2 })).toBe('renewed');
  });
});
