import type { LegFare } from '@/lib/db/schema';

/**
 * The demo airlines' fare families on a route (issue 15): Light (cabin bag only), Classic (a checked
 * bag, changes for a fee), Flex (refundable until the day before), and Business on routes over
 * 2,500 km. Prices are multiples of the route's base adult fare; seats per family are small so a
 * departure can sell out. Deterministic.
 */
const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

export function demoFlightFares(adultMinor: number, km: number): LegFare[] {
  const family = (
    code: string,
    name: string,
    cabin: string,
    factor: number,
    rules: Partial<LegFare>,
  ): LegFare => ({
    code,
    name,
    cabin,
    per: 'traveller',
    adult_minor: round100(adultMinor * factor),
    child_minor: round100(adultMinor * factor * 0.75),
    infant_minor: round100(adultMinor * 0.1),
    seats: 9,
    cabin_bag_kg: 8,
    checked_bags: 0,
    checked_bag_kg: 0,
    refundable: false,
    free_cancel_days: null,
    change_fee_minor: null,
    capacity: 1,
    ...rules,
  });
  const fares = [
    family('light', 'Light', 'economy', 0.8, { seats: 9 }),
    family('classic', 'Classic', 'economy', 1, {
      seats: 24,
      checked_bags: 1,
      checked_bag_kg: 23,
      change_fee_minor: round100(adultMinor * 0.3),
    }),
    family('flex', 'Flex', 'economy', 1.45, {
      seats: 12,
      checked_bags: 1,
      checked_bag_kg: 23,
      refundable: true,
      free_cancel_days: 1,
      change_fee_minor: 0,
    }),
  ];
  if (km > 2500)
    fares.push(
      family('business', 'Business', 'business', 3.2, {
        seats: 6,
        cabin_bag_kg: 16,
        checked_bags: 2,
        checked_bag_kg: 32,
        refundable: true,
        free_cancel_days: 3,
        change_fee_minor: 0,
      }),
    );
  return fares;
}
