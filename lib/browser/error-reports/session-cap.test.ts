import { ERROR_REPORTS_PER_SESSION } from '@/lib/contract/error-report';
import { REPORTED_COUNT_KEY, takeReportSlot } from './session-cap';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
    items,
  };
}

describe('takeReportSlot', () => {
  it('gives the first 3 reports of a session a slot and refuses the 4th and later', () => {
    const store = memoryStore();
    const taken = Array.from({ length: 6 }, () => takeReportSlot(store));
    expect(ERROR_REPORTS_PER_SESSION).toBe(3);
    expect(taken).toEqual([true, true, true, false, false, false]);
    expect(store.items.get(REPORTED_COUNT_KEY)).toBe('3');
  });

  it('reads a tampered count as none spent, but never goes past the cap', () => {
    const store = memoryStore({ [REPORTED_COUNT_KEY]: 'junk' });
    expect(takeReportSlot(store)).toBe(true);
    expect(store.items.get(REPORTED_COUNT_KEY)).toBe('1');
    expect(takeReportSlot(memoryStore({ [REPORTED_COUNT_KEY]: '7' }))).toBe(false);
  });

  it('sends nothing when storage is missing or refuses to write', () => {
    expect(takeReportSlot(null)).toBe(false);
    const full = {
      getItem: () => '0',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(takeReportSlot(full)).toBe(false);
  });
});
