import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { exchangeRates } from '@/lib/db/schema';
import { BUNDLED_RATES, type ExchangeRates, exchangeRatesOf, type RatePublication } from '@/lib/money';

/**
 * Reference rates in the database: each publication the rates job fetched, kept with its date. The
 * newest one is what prices convert with; the snapshot bundled with the code stands in only while the
 * database has none (a first start without network), and fills in a currency a publication lacks.
 */

/** How long an instance reuses what it read (other instances see a new publication within this). */
export const RATES_CACHE_MS = 60_000;

const cache = new WeakMap<Db, { at: number; rates: Promise<ExchangeRates> }>();

/** Stores a publication (once per source and date; a second fetch of the same day changes nothing). */
export async function saveRatePublication(
  db: Db,
  source: string,
  pub: RatePublication,
): Promise<{ stored: boolean }> {
  const rows = await db
    .insert(exchangeRates)
    .values({ source, rateDate: pub.date, rates: { ...pub.rates } })
    .onConflictDoNothing({ target: [exchangeRates.source, exchangeRates.rateDate] })
    .returning({ id: exchangeRates.id });
  cache.delete(db);
  return { stored: rows.length === 1 };
}

/** The newest stored publication of a source, or null. */
export async function newestPublication(db: Db, source: string): Promise<RatePublication | null> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.source, source))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row ? { date: row.rateDate, source: sourceName(source), rates: row.rates } : null;
}

const SOURCE_NAMES: Record<string, string> = {
  ecb: 'European Central Bank, euro foreign exchange reference rates',
};
const sourceName = (source: string) => SOURCE_NAMES[source] ?? source;

/**
 * The rates to convert with now: the newest ECB publication in the database over the bundled
 * snapshot. Cached per instance for RATES_CACHE_MS (and dropped when this instance stores one).
 */
export function latestExchangeRates(db: Db, now = Date.now()): Promise<ExchangeRates> {
  const hit = cache.get(db);
  if (hit && now - hit.at < RATES_CACHE_MS) return hit.rates;
  const rates = newestPublication(db, 'ecb').then((pub) =>
    pub && pub.date >= BUNDLED_RATES.date ? exchangeRatesOf(pub, BUNDLED_RATES) : BUNDLED_RATES,
  );
  cache.set(db, { at: now, rates });
  rates.catch(() => {
    if (cache.get(db)?.rates === rates) cache.delete(db);
  });
  return rates;
}
