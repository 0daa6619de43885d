import { countryName, currencyName, dialCodeLabel, nameCollator, sortByName } from './names';

describe('country and currency names per locale (Intl.DisplayNames)', () => {
  it.each([
    ['en-GB', 'United Kingdom of Great Britain', 'United Kingdom of Great Britain'],
    ['en-US', 'ignored', 'United Kingdom'],
    ['fr-FR', 'ignored', 'Royaume-Uni'],
    ['ar-AE', 'ignored', 'المملكة المتحدة'],
    ['hi-IN', 'ignored', 'यूनाइटेड किंगडम'],
  ] as const)('GB in %s', (locale, english, shown) => {
    // en-GB keeps the platform's own English name (ISO short names, not CLDR's).
    expect(countryName('GB', locale, english)).toBe(shown);
  });

  it.each([
    ['en-GB', 'Pound Sterling'],
    ['fr-FR', 'Livre sterling'],
    ['ar-AE', 'جنيه إسترليني'],
    ['hi-IN', 'ब्रिटिश पाउंड स्टर्लिंग'],
  ] as const)('GBP in %s: %s (a list entry starts with a capital)', (locale, shown) => {
    expect(currencyName('GBP', locale, 'Pound Sterling')).toBe(shown);
  });

  it('falls back to the English name for a code Intl does not know or cannot read', () => {
    expect(countryName('QM', 'fr-FR', 'Nowhere')).toBe('Nowhere');
    expect(countryName('not a code', 'fr-FR', 'Nowhere')).toBe('Nowhere');
    expect(currencyName('XQQ', 'ar-AE', 'Test money')).toBe('Test money');
  });

  it('sorts by the locale’s collation, accents ignored, ties by code', () => {
    const list = [
      { code: 'ES', name: 'Espagne' },
      { code: 'AE', name: 'Émirats arabes unis' },
      { code: 'EG', name: 'Égypte' },
      { code: 'EE', name: 'Estonie' },
    ];
    expect(sortByName(list, 'fr-FR').map((c) => c.code)).toEqual(['EG', 'AE', 'ES', 'EE']);
    expect(
      sortByName(
        [
          { code: 'B', name: 'x' },
          { code: 'A', name: 'X' },
        ],
        'en-GB',
      ).map((c) => c.code),
    ).toEqual(['A', 'B']);
    const hindi = sortByName(
      [
        { code: 'FR', name: countryName('FR', 'hi-IN', '') },
        { code: 'IN', name: countryName('IN', 'hi-IN', '') },
        { code: 'AF', name: countryName('AF', 'hi-IN', '') },
      ],
      'hi-IN',
    );
    expect(hindi.map((c) => c.name)).toEqual(['अफ़गानिस्तान', 'फ़्रांस', 'भारत']);
  });

  it('builds one collator per locale', () => {
    expect(nameCollator('ar-AE')).toBe(nameCollator('ar-AE'));
  });

  it.each([
    ['en-GB', 'France (+33)'],
    ['fr-FR', '+33 France'],
    ['hi-IN', '+33 फ़्रांस'],
    ['ar-AE', '+33 فرنسا'],
  ] as const)('labels a dial code in %s: %s', (locale, label) => {
    expect(dialCodeLabel({ name: countryName('FR', locale, 'France'), dial_code: '+33' }, locale)).toBe(
      label,
    );
  });
});
