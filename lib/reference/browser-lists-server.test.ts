import { COUNTRIES, DIAL_CODES } from '.';
import { referenceListsForBrowser, referenceListsLocale } from './browser-lists-server';

describe('referenceListsForBrowser', () => {
  it('carries every country with its currency, every currency and every dial code, nothing more', () => {
    const lists = referenceListsForBrowser();
    expect(lists.chooser.countries).toHaveLength(COUNTRIES.length);
    expect(lists.chooser.countries.find((c) => c.code === 'GB')).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      currency: 'GBP',
    });
    expect(lists.chooser.currencies.find((c) => c.code === 'EUR')).toEqual({ code: 'EUR', name: 'Euro' });
    expect(lists.dialCodes).toHaveLength(DIAL_CODES.length);
    expect(lists.dialCodes.find((d) => d.code === 'IN')).toEqual({
      name: 'India',
      dial_code: '+91',
      code: 'IN',
    });
    expect(referenceListsForBrowser()).toBe(lists);
  });
});

describe('referenceListsForBrowser per locale', () => {
  it('names everything in the locale and sorts it in the locale’s order, once per locale', () => {
    const fr = referenceListsForBrowser('fr-FR');
    expect(fr.chooser.countries.find((c) => c.code === 'GB')).toEqual({
      code: 'GB',
      name: 'Royaume-Uni',
      currency: 'GBP',
    });
    expect(fr.chooser.currencies.find((c) => c.code === 'EUR')).toEqual({ code: 'EUR', name: 'Euro' });
    expect(fr.dialCodes.find((d) => d.code === 'DE')).toEqual({
      name: 'Allemagne',
      dial_code: '+49',
      code: 'DE',
    });
    const names = fr.chooser.countries.map((c) => c.name);
    const collator = new Intl.Collator('fr-FR', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    expect(fr.chooser.countries).toHaveLength(COUNTRIES.length);
    expect(referenceListsForBrowser('fr-FR')).toBe(fr);
  });

  it.each([
    ['ar-AE', 'IN', 'الهند'],
    ['hi-IN', 'IN', 'भारत'],
  ] as const)('%s names %s %s', (locale, code, name) => {
    const lists = referenceListsForBrowser(locale);
    expect(lists.chooser.countries.find((c) => c.code === code)?.name).toBe(name);
    expect(lists.dialCodes.find((d) => d.code === code)?.name).toBe(name);
  });

  it('keeps en-GB as it was', () => {
    expect(referenceListsForBrowser('en-GB')).toBe(referenceListsForBrowser());
    expect(referenceListsForBrowser().chooser.countries[0]?.name).toBe('Afghanistan');
  });
});

describe('referenceListsLocale (?locale=)', () => {
  const asked = (query: string) => referenceListsLocale(new URLSearchParams(query));

  it('reads a shipped locale in any casing, en-GB when absent', () => {
    expect(asked('')).toEqual({ ok: true, locale: 'en-GB' });
    expect(asked('locale=fr-FR')).toEqual({ ok: true, locale: 'fr-FR' });
    expect(asked('locale=ar-ae')).toEqual({ ok: true, locale: 'ar-AE' });
  });

  it('refuses anything else, naming the field', () => {
    for (const q of ['locale=', 'locale=fr', 'locale=pt-BR', 'locale=<script>']) {
      const answer = asked(q);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.field).toBe('locale');
        expect(answer.message).toMatch(/^locale must be one of en-GB, /);
      }
    }
  });
});
