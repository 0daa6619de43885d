import { ConversionError } from './errors';

/**
 * ISO 4217 (list one): every active currency code and its minor units (the exponent: EUR 2, JPY 0,
 * KWD 3). The one table of decimals in the code base: the API, the screens, the e-mails and the PDFs
 * all place the decimal point by it. Kept small enough for browser bundles; iso4217.test.ts checks it
 * against the maintained dataset (currency-codes plus lib/reference/data/iso4217-supplement.json).
 */
const CODES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN ' +
  'BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD ' +
  'FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR ' +
  'KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV ' +
  'MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG ' +
  'SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI ' +
  'UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XTS XUA ' +
  'XXX YER ZAR ZMW ZWG';

/** Codes whose exponent is not 2. */
const EXPONENTS: Readonly<Record<number, string>> = {
  0:
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XAG XAU XBA XBB XBC XBD XDR XOF XPD ' +
    'XPF XPT XSU XTS XUA XXX',
  3: 'BHD IQD JOD KWD LYD OMR TND',
  4: 'CLF UYW',
};

const DIGITS: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>(CODES.split(' ').map((code) => [code, 2]));
  for (const [digits, codes] of Object.entries(EXPONENTS))
    for (const code of codes.split(' ')) map.set(code, Number(digits));
  return map;
})();

/** 'eur ' → 'EUR'. */
export const normaliseCurrency = (code: string): string => code.trim().toUpperCase();

/** True for an active ISO 4217 code (any case). */
export function isCurrencyCode(code: string): boolean {
  return DIGITS.has(normaliseCurrency(code));
}

/** Every active ISO 4217 code, sorted. */
export function currencyCodes(): string[] {
  return [...DIGITS.keys()];
}

/**
 * The ISO 4217 exponent of a currency: how many minor units make one major unit (10^n).
 * Throws ConversionError for a code ISO 4217 does not list.
 */
export function minorUnits(code: string): number {
  const digits = DIGITS.get(normaliseCurrency(code));
  if (digits === undefined) throw new ConversionError(`Unknown currency ${JSON.stringify(code)}`);
  return digits;
}
