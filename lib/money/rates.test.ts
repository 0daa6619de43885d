import { BUNDLED_RATES } from './bundled';
import snapshot from './data/ecb-snapshot.json';
import { ConversionError } from './errors';
import {
  canConvert,
  convertMinor,
  convertMoney,
  exchangeRatesOf,
  olderRateDate,
  rateDateOf,
  ratesKey,
  withOwnRates,
} from './rates';

const R = BUNDLED_RATES;
const convert = (amount: number, from: string, to: string, rates = R) =>
  convertMinor(amount, from, to, rates);

describe('convertMinor (minor units, ratio of conversion factors)', () => {
  it('leaves an amount in its own currency unchanged, even one no rate prices', () => {
    expect(convert(12345, 'GBP', 'GBP')).toBe(12345);
    expect(convert(-7, 'VND', 'VND')).toBe(-7);
  });

  it('converts with the published rate: EUR 100.00 = USD 107.05 (rate 1.0705)', () => {
    expect(convert(10000, 'EUR', 'USD')).toBe(10705);
    expect(convert(10705, 'USD', 'EUR')).toBe(10000);
  });

  it('respects minor units on both sides', () => {
    expect(convert(10000, 'EUR', 'JPY')).toBe(17194);
    expect(convert(17194, 'JPY', 'EUR')).toBe(10000);
    // USD 1.00 at the 0.376 peg: BHD 0.376 = 376 fils (three decimals).
    expect(convert(100, 'USD', 'BHD')).toBe(376);
    expect(convert(376, 'BHD', 'USD')).toBe(100);
    // HUF has two decimals in ISO 4217: EUR 100.00 at 395.10 is HUF 39,510.00 = 3,951,000 fillér.
    expect(convert(10000, 'EUR', 'HUF')).toBe(3_951_000);
  });

  it('crosses two non-euro currencies through their factors', () => {
    expect(convert(10000, 'GBP', 'JPY')).toBe(20315);
    expect(convert(999, 'ZAR', 'NAD')).toBe(999);
    expect(convert(4321, 'GBP', 'FKP')).toBe(4321);
  });

  it('rounds once, half away from zero, symmetric for refunds', () => {
    expect(convert(150, 'HKD', 'MOP')).toBe(155);
    expect(convert(-150, 'HKD', 'MOP')).toBe(-155);
    expect(convert(50, 'HKD', 'MOP')).toBe(52);
    expect(convert(1, 'EUR', 'USD')).toBe(1);
    expect(convert(0, 'EUR', 'JPY')).toBe(0);
  });

  it('accepts codes in any case', () => {
    expect(convert(10000, 'eur', 'usd')).toBe(10705);
  });

  it('returns within one minor unit after a round trip through every currency', () => {
    for (const code of R.byCode.keys()) {
      const back = convert(convert(1_000_000, 'EUR', code), code, 'EUR');
      expect([code, Math.abs(back - 1_000_000) <= 1]).toEqual([code, true]);
    }
  });

  it('refuses currencies without a rate and amounts that are not whole minor units', () => {
    expect(() => convert(100, 'VND', 'EUR')).toThrow(ConversionError);
    expect(() => convert(100, 'EUR', 'ZZZ')).toThrow(/ZZZ/);
    expect(() => convert(10.5, 'EUR', 'USD')).toThrow(ConversionError);
    expect(() => convert(Number.NaN, 'EUR', 'USD')).toThrow(ConversionError);
  });
});

describe("a tenant's own rates", () => {
  const own = (code: string, perEuro: string) => ({ code, perEuro, date: '2026-11-02' });

  it('replace the published rate for the codes they set only', () => {
    const rates = withOwnRates(R, [own('USD', '1.10')]);
    expect(convert(10000, 'EUR', 'USD', rates)).toBe(11000);
    expect(convert(11000, 'USD', 'EUR', rates)).toBe(10000);
    expect(convert(8464, 'GBP', 'USD', rates)).toBe(11000);
  });

  it('can price a currency the reference cannot, and ignore a malformed one', () => {
    expect(convert(100, 'EUR', 'VND', withOwnRates(R, [own('VND', '27000')]))).toBe(27000);
    expect(convert(10000, 'EUR', 'USD', withOwnRates(R, [own('USD', 'abc')]))).toBe(10705);
  });
});

describe('rate dates', () => {
  it('every conversion can say which date its rate is from: the older side', () => {
    const rates = withOwnRates(R, [{ code: 'USD', perEuro: '1.1', date: '2026-11-02' }]);
    expect(convertMoney({ amount: 100, currency: 'EUR' }, 'GBP', rates)).toEqual({
      amount: 85,
      currency: 'GBP',
      rate_date: snapshot.date,
    });
    expect(rateDateOf(rates, 'EUR', 'USD')).toBe(snapshot.date);
    expect(rateDateOf(rates, 'GBP', 'GBP')).toBeNull();
    expect(olderRateDate('2026-01-02', null)).toBe('2026-01-02');
    expect(olderRateDate('2026-01-02', '2025-12-31')).toBe('2025-12-31');
  });

  it('a publication lacking a currency keeps its older rate and date; pegs follow their anchor', () => {
    const pub = { date: '2026-11-20', source: 'ECB', rates: { USD: '1.16', GBP: '0.88', HUF: '385.5' } };
    const rates = exchangeRatesOf(pub, R);
    expect(rateDateOf(rates, 'EUR', 'USD')).toBe('2026-11-20');
    expect(convert(10000, 'EUR', 'HUF', rates)).toBe(3_855_000);
    // JPY is not in this publication: the bundled rate stays, dated as it is.
    expect(convert(10000, 'EUR', 'JPY', rates)).toBe(17194);
    expect(rateDateOf(rates, 'EUR', 'JPY')).toBe(snapshot.date);
    // AED is pegged to USD: it moves with the new USD rate and carries its date.
    expect(convert(10000, 'EUR', 'AED', rates)).toBe(42601);
    expect(rateDateOf(rates, 'GBP', 'AED')).toBe('2026-11-20');
    expect(ratesKey(rates)).not.toBe(ratesKey(R));
  });

  it('leaves out codes ISO 4217 does not list and rates that cannot be read', () => {
    const rates = exchangeRatesOf({
      date: '2026-11-20',
      source: 'x',
      rates: { ZZZ: '2', USD: 'n/a', CHF: '0' },
    });
    expect(canConvert(rates, 'ZZZ')).toBe(false);
    expect(canConvert(rates, 'USD')).toBe(false);
    expect(canConvert(rates, 'CHF')).toBe(false);
    expect(canConvert(rates, 'EUR')).toBe(true);
  });
});
