import snapshot from './data/ecb-snapshot.json';
import { type ExchangeRates, exchangeRatesOf } from './rates';

/**
 * The ECB reference rates shipped with the code (data/ecb-snapshot.json). Only a first start uses
 * them, until the rates job has fetched a publication (lib/backend/rates); afterwards they only fill in a
 * currency a newer publication lacks, with their own (old) date.
 */
export const BUNDLED_RATES: ExchangeRates = exchangeRatesOf({
  date: snapshot.date,
  source: `${snapshot.source} (bundled snapshot)`,
  rates: snapshot.rates,
});
