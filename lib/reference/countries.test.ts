import { parsePhoneNumberFromString } from 'libphonenumber-js';
import worldCountries from 'world-countries';
import { COUNTRIES, countryByCode, DIAL_CODES } from './countries';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe('COUNTRIES', () => {
  it('lists every country of the dataset once (about 250, spec §1)', () => {
    expect(COUNTRIES).toHaveLength(worldCountries.length);
    expect(COUNTRIES).toHaveLength(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.alpha_3_code)).size).toBe(COUNTRIES.length);
  });

  it('is sorted by English short name (spec §9)', () => {
    for (let i = 1; i < COUNTRIES.length; i++) {
      const [prev, next] = [COUNTRIES[i - 1], COUNTRIES[i]];
      expect(collator.compare(prev?.en_short_name ?? '', next?.en_short_name ?? '')).toBeLessThanOrEqual(0);
    }
    // Accented initials sort with their letter, not after Z.
    const names = COUNTRIES.map((c) => c.en_short_name);
    expect(names.indexOf('Åland Islands')).toBe(names.indexOf('Afghanistan') + 1);
    expect(names[0]).toBe('Afghanistan');
  });

  it('has well-formed codes on every row', () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha_3_code).toMatch(/^[A-Z]{3}$/);
      expect(c.en_short_name.trim()).toBe(c.en_short_name);
      expect(c.en_short_name).not.toBe('');
      expect(c.name).not.toBe('');
      expect(c.dial_code).toMatch(/^(\+\d{1,4})?$/);
      // Kosovo is the one listed country without an ISO numeric code.
      expect(c.num_code).toMatch(c.code === 'XK' ? /^$/ : /^\d{3}$/);
    }
  });

  it.each([
    [
      'GB',
      {
        num_code: '826',
        alpha_3_code: 'GBR',
        en_short_name: 'United Kingdom',
        name: 'British',
        dial_code: '+44',
      },
    ],
    [
      'IN',
      { num_code: '356', alpha_3_code: 'IND', en_short_name: 'India', name: 'Indian', dial_code: '+91' },
    ],
    [
      'US',
      {
        num_code: '840',
        alpha_3_code: 'USA',
        en_short_name: 'United States of America',
        name: 'American',
        dial_code: '+1',
      },
    ],
    [
      'JP',
      { num_code: '392', alpha_3_code: 'JPN', en_short_name: 'Japan', name: 'Japanese', dial_code: '+81' },
    ],
    [
      'AQ',
      {
        num_code: '010',
        alpha_3_code: 'ATA',
        en_short_name: 'Antarctica',
        name: 'Antarctican',
        dial_code: '',
      },
    ],
    [
      'NL',
      { num_code: '528', alpha_3_code: 'NLD', en_short_name: 'Netherlands', name: 'Dutch', dial_code: '+31' },
    ],
  ])('%s is complete and right', (code, expected) => {
    expect(countryByCode(code)).toEqual({ code, ...expected });
  });

  it('uses ISO short names, not colloquial ones', () => {
    expect(countryByCode('RU')?.en_short_name).toBe('Russian Federation');
    expect(countryByCode('VA')?.en_short_name).toBe('Holy See (Vatican City State)');
  });

  it('falls back to the country name where the dataset has no demonym', () => {
    expect(countryByCode('BV')?.name).toBe('Bouvet Island');
  });

  it('finds countries case-insensitively and returns null for unknown codes', () => {
    expect(countryByCode(' gb ')?.code).toBe('GB');
    expect(countryByCode('ZZ')).toBeNull();
    expect(countryByCode('')).toBeNull();
  });
});

describe('DIAL_CODES', () => {
  it('has one entry per country with a calling code, in the country order', () => {
    const withCode = COUNTRIES.filter((c) => c.dial_code !== '');
    expect(DIAL_CODES.map((d) => d.code)).toEqual(withCode.map((c) => c.code));
    expect(DIAL_CODES.length).toBeGreaterThan(240);
    expect(DIAL_CODES.find((d) => d.code === 'AQ')).toBeUndefined();
  });

  it('entries are { name, dial_code, code }', () => {
    expect(DIAL_CODES.find((d) => d.code === 'GB')).toEqual({
      name: 'United Kingdom',
      dial_code: '+44',
      code: 'GB',
    });
    expect(DIAL_CODES.find((d) => d.code === 'IN')).toEqual({ name: 'India', dial_code: '+91', code: 'IN' });
  });

  it('gives North American numbering plan territories +1, so their numbers parse', () => {
    expect(countryByCode('JM')?.dial_code).toBe('+1');
    expect(countryByCode('CA')?.dial_code).toBe('+1');
  });

  it.each([
    ['GB', '20 7946 0958'],
    ['IN', '98765 43210'],
    ['JP', '3-1234-5678'],
    ['XK', '44 123 456'],
  ])('a %s number written with its dial code parses back to %s', (code, national) => {
    const dial = countryByCode(code)?.dial_code ?? '';
    const parsed = parsePhoneNumberFromString(`${dial} ${national}`);
    expect(parsed?.countryCallingCode).toBe(dial.slice(1));
  });
});
