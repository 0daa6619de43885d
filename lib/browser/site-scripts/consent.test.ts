import { allConsent, CONSENT_STORAGE_KEY, consentUnanswered, readConsent, writeConsent } from './consent';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

it('remembers a choice per purpose', () => {
  const s = memory();
  expect(readConsent(s)).toBeNull();
  writeConsent(s, { chat: true, analytics: false, advertising: false }, 1000);
  expect(readConsent(s, 2000)).toEqual({ chat: true, analytics: false, advertising: false });
});

it('asks again after six months, and on a damaged or foreign value', () => {
  const s = memory();
  writeConsent(s, allConsent(true), 0);
  expect(readConsent(s, 184 * 24 * 3600 * 1000)).toBeNull();
  s.setItem(CONSENT_STORAGE_KEY, '{not json');
  expect(readConsent(s)).toBeNull();
  // Anything but true is a refusal.
  s.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ at: 5, choices: { chat: 'yes', analytics: 1 } }));
  expect(readConsent(s, 10)).toEqual(allConsent(false));
});

it('a storage that throws (blocked) reads as unanswered', () => {
  const s = {
    getItem: () => {
      throw new Error('blocked');
    },
  };
  expect(readConsent(s)).toBeNull();
});

describe('consentUnanswered', () => {
  const page = (asks: boolean) =>
    ({
      querySelector: (q: string) => (asks && q === '[data-asks-consent]' ? {} : null),
    }) as unknown as Document;
  const store = (value: string | null) => ({ getItem: () => value });

  it('holds on a site that asks until the visitor answers, and never on a site that does not', () => {
    expect(consentUnanswered(page(true), store(null))).toBe(true);
    expect(consentUnanswered(page(true), null)).toBe(true);
    const answered = JSON.stringify({ at: Date.now(), choices: allConsent(false) });
    expect(consentUnanswered(page(true), store(answered))).toBe(false);
    expect(consentUnanswered(page(false), store(null))).toBe(false);
  });
});
