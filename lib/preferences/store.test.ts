import { isComplete, readPreferences, writePreferences } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('visitor preferences store (local storage keys country and currency)', () => {
  it('reads nothing from an empty or missing storage', () => {
    expect(readPreferences(memoryStorage())).toEqual({ country: null, currency: null });
    expect(readPreferences(null)).toEqual({ country: null, currency: null });
  });

  it('reads stored codes, upper-cased', () => {
    expect(readPreferences(memoryStorage({ country: 'nl', currency: 'eur' }))).toEqual({
      country: 'NL',
      currency: 'EUR',
    });
  });

  it('ignores malformed values instead of trusting them', () => {
    expect(readPreferences(memoryStorage({ country: 'Netherlands', currency: '{"code":"EUR"}' }))).toEqual({
      country: null,
      currency: null,
    });
  });

  it('reads a throwing storage (blocked) as not chosen', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferences(blocked)).toEqual({ country: null, currency: null });
  });

  it('writes both keys and answers what it stored', () => {
    const s = memoryStorage();
    expect(writePreferences(s, { country: 'in', currency: 'inr' })).toEqual({
      country: 'IN',
      currency: 'INR',
    });
    expect(s.data.get('country')).toBe('IN');
    expect(s.data.get('currency')).toBe('INR');
  });

  it('refuses a bad value and keeps the previous choice', () => {
    const s = memoryStorage({ country: 'GB', currency: 'GBP' });
    expect(writePreferences(s, { country: 'GB', currency: 'pounds' })).toBeNull();
    expect(readPreferences(s)).toEqual({ country: 'GB', currency: 'GBP' });
  });

  it('is complete only with both values', () => {
    expect(isComplete({ country: 'GB', currency: 'GBP' })).toBe(true);
    expect(isComplete({ country: 'GB', currency: null })).toBe(false);
  });
});
