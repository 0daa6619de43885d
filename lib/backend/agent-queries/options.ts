import type { TAgentQueryData } from '@/lib/contract/agent-queries';
import type { TPackageVariant } from '@/lib/contract/planner';

type Options = TAgentQueryData['options'];

/** What a query offers to choose from: one hotel per city stay, and every day item, in trip order. Pure. */
export function optionsOf(variant: TPackageVariant): Options {
  return {
    hotels: variant.cities.map((c) => ({
      code: c.hotel.code,
      name: c.hotel.name,
      city: c.city,
      nights: c.nights,
    })),
    items: variant.days.flatMap((d) =>
      d.items.map((i) => ({ id: i.id, day: d.day, kind: i.kind, title: i.title, city: i.city })),
    ),
  };
}

/**
 * The chosen hotels and items the query does not offer, by field (`hotel_codes`, `item_ids`), each
 * with the position of its first stranger; empty when every choice is offered. Pure.
 */
export function choicesNotOffered(
  options: Options,
  chosen: { hotel_codes: readonly string[]; item_ids: readonly string[] },
): Record<string, number> {
  const out: Record<string, number> = {};
  const hotels = new Set(options.hotels.map((h) => h.code));
  const items = new Set(options.items.map((i) => i.id));
  const badHotel = chosen.hotel_codes.findIndex((c) => !hotels.has(c));
  const badItem = chosen.item_ids.findIndex((i) => !items.has(i));
  if (badHotel >= 0) out.hotel_codes = badHotel;
  if (badItem >= 0) out.item_ids = badItem;
  return out;
}

/** The same list once each, in the order first given (a double click saves one choice, not two). Pure. */
export const uniqueInOrder = (values: readonly string[]): string[] => [...new Set(values)];
