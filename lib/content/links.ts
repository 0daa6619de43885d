import { modeHash } from '@/lib/shell/modes';
import { HOME_PATH } from '@/lib/shell/path-rules';
/** Small pure rules for the links the home and info pages build from configuration. */

/** The mode a top-destination card opens (spec §2: a mode is chosen with a hash). */
export const TOP_DESTINATION_MODE = 'travel_and_stay';

/**
 * Where a top-destination card leads: the search page with the destination pre-filled and the
 * trips mode chosen. `search_text` wins over the display name (it may be an autocomplete id).
 */
export function topDestinationHref(dest: { name: string; search_text?: string | null }): string {
  const text = dest.search_text?.trim() || dest.name.trim();
  return `${HOME_PATH}?${new URLSearchParams({ destination: text }).toString()}${modeHash(TOP_DESTINATION_MODE)}`;
}
