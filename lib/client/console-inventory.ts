import { z } from 'zod';
import { type Answer, answerOf, dataOf } from './answer';
import { callApi } from './browser-api';

/**
 * The console's inventory calls (issue 32 item 5): upload one CSV of a kind `npm run inventory:import`
 * takes (the file itself as the body), and what is on sale. Answers read field by field.
 */

/** The kinds of file, in the command's order (lib/backend/inventory/import/row-schemas.ts IMPORT_KINDS). */
export const INVENTORY_KINDS = [
  'hotels',
  'room_types',
  'rates',
  'activities',
  'transfers',
  'legs',
  'cars',
  'cab_packages',
  'leg_fares',
  'rail_passes',
  'insurance_plans',
] as const;

export type InventoryKind = (typeof INVENTORY_KINDS)[number];

const ZOnSaleHotel = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  stars: z.number().int().nullable().catch(null),
  room_types: z.number().int().catch(0),
});

const ZInventoryOnSale = z.object({
  counts: z.record(z.string(), z.number().int()),
  hotels: z.array(ZOnSaleHotel).catch([]),
  hotels_truncated: z.boolean().catch(false),
});

export type InventoryOnSale = z.infer<typeof ZInventoryOnSale>;

const readOnSale = (body: unknown): InventoryOnSale | null => {
  const parsed = ZInventoryOnSale.safeParse(dataOf(body));
  return parsed.success ? parsed.data : null;
};

const readImported = (body: unknown): number | null => {
  const n = dataOf<{ imported?: unknown }>(body)?.imported;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

export const loadInventory = async (): Promise<Answer<InventoryOnSale>> =>
  answerOf(await callApi('api/console/inventory'), readOnSale);

/** Uploads `csvText` as the kind's file; answers how many rows were imported. */
export const uploadInventory = async (kind: InventoryKind, csvText: string): Promise<Answer<number>> =>
  answerOf(
    await callApi(`api/console/inventory/${kind}`, {
      method: 'POST',
      file: new Blob([csvText], { type: 'text/csv' }),
    }),
    readImported,
  );

const ZRefusal = z.object({
  errors: z.object({
    report: z.array(z.string()),
    columns: z.array(z.string()).catch([]),
  }),
});

export interface InventoryRefusal {
  /** Each problem as `npm run inventory:import` prints it: 'line 7, column stars: must be 0–5'. */
  report: string[];
  /** The columns the kind takes. */
  columns: string[];
}

/** The per-row report of a refused upload (400), or null for any other answer. */
export function inventoryRefusal(answer: Answer<unknown> | undefined): InventoryRefusal | null {
  if (!answer || answer.ok || answer.status !== 400) return null;
  const parsed = ZRefusal.safeParse(answer.body);
  return parsed.success ? parsed.data.errors : null;
}
