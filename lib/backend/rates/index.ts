import 'server-only';

/**
 * Where exchange rates come from (README "Exchange rates"): the ECB's daily reference rates, fetched
 * by a background job on the job queue and kept in the database with their date; the snapshot
 * bundled in lib/money only until the first fetch. Conversion itself is lib/money's.
 */

export { registerRatesJob, scheduleRatesRefresh } from './refresh-job';
export { latestExchangeRates, saveRatePublication } from './store';
