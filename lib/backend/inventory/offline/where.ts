import type { ComponentDestination } from '@/lib/planner/types';

/**
 * Where and from whom the tenant's own inventory sells: what its cost lines carry for the agency's
 * markup rules (lib/pricing/markup-rules.ts).
 */

/** The source name of the tenant's own inventory (the hotel source `offline` of spec §9). */
export const OFFLINE_SUPPLIER = 'offline';

/** A component's destination from a row's city and country code; empty texts are left out. */
export function destinationOf(city: string, countryCode?: string | null): ComponentDestination {
  const country = countryCode?.trim().toUpperCase();
  return { ...(city.trim() ? { city: city.trim() } : {}), ...(country ? { country } : {}) };
}
