import { z } from 'zod';
import { readList } from './list-reader';

/**
 * GET get_currency (spec §3 Currency: code, name, conversion_factor; §7): the currencies a site
 * offers. The answer may be a bare list or `{data: […]}`; factors may come as numeric strings. A
 * conversion between two currencies is the ratio of their factors.
 */
export { GET_CURRENCY_PATH } from './currency-path';

export const ZCurrencyItem = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/),
    name: z.string().trim().min(1),
    conversion_factor: z.coerce.number().positive(),
    minor_units: z.coerce.number().int().min(0).max(4).optional(),
  })
  .passthrough();
export type TCurrencyItem = z.infer<typeof ZCurrencyItem>;

/** The offered currencies, A–Z by name (§9), each code once; null when the answer holds no list. */
export function readCurrencies(body: unknown): TCurrencyItem[] | null {
  const list = readList(body, ZCurrencyItem);
  if (!list) return null;
  const byCode = new Map<string, TCurrencyItem>();
  for (const c of list.items) if (!byCode.has(c.code)) byCode.set(c.code, c);
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
