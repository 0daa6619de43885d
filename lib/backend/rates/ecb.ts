import { XMLParser } from 'fast-xml-parser';
import type { RatePublication } from '@/lib/money';

/**
 * The ECB's euro foreign exchange reference rates, daily publication (eurofxref-daily.xml): units of
 * each currency per 1 EUR, published around 16:00 CET on TARGET working days, for ~30 currencies.
 */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const ECB_SOURCE = 'European Central Bank, euro foreign exchange reference rates';

/** Not a readable ECB publication (wrong document, no date, no rate). */
export class RatesFormatError extends Error {
  override name = 'RatesFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Rates stay the strings the ECB printed: '171.94' must not become a float.
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
  processEntities: false,
});

type Cube = { time?: unknown; currency?: unknown; rate?: unknown; Cube?: Cube[] };

/**
 * eurofxref-daily.xml → the publication: `<Cube time='2024-06-28'>` holding
 * `<Cube currency='USD' rate='1.0705'/>` entries. Throws RatesFormatError for anything else.
 */
export function parseEcbDaily(xml: string): RatePublication {
  let doc: { Envelope?: { Cube?: Cube[] } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch (err) {
    throw new RatesFormatError(`Not XML: ${err instanceof Error ? err.message : String(err)}`);
  }
  const day = doc.Envelope?.Cube?.[0]?.Cube?.[0];
  const date = typeof day?.time === 'string' ? day.time.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RatesFormatError('No rate date in the publication');
  const rates: Record<string, string> = Object.create(null);
  for (const entry of day?.Cube ?? []) {
    const code = typeof entry.currency === 'string' ? entry.currency.trim().toUpperCase() : '';
    const rate = typeof entry.rate === 'string' ? entry.rate.trim() : '';
    if (/^[A-Z]{3}$/.test(code) && /^\d+(?:\.\d+)?$/.test(rate)) rates[code] = rate;
  }
  if (Object.keys(rates).length === 0) throw new RatesFormatError(`No rates in the publication of ${date}`);
  return { date, source: ECB_SOURCE, rates: { ...rates } };
}

/**
 * Fetches and reads today's publication. Throws on a network failure, a timeout, a non-2xx answer
 * or an unreadable document; the caller keeps the rates it has.
 */
export async function fetchEcbDaily(
  opts: { url?: string; fetchFn?: typeof fetch; timeoutMs?: number } = {},
): Promise<RatePublication> {
  const fetchFn = opts.fetchFn ?? fetch;
  const res = await fetchFn(opts.url ?? ECB_DAILY_URL, {
    headers: { accept: 'application/xml, text/xml' },
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
  });
  if (!res.ok) throw new Error(`ECB rates: HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > 1_000_000) throw new RatesFormatError('ECB rates: the answer is too large');
  return parseEcbDaily(text);
}
