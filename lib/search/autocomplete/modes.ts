import {
  AUTOCOMPLETE_MODES,
  type AutocompleteMode,
  type GeoType,
  type SearchType,
} from '@/lib/contract/search';

/**
 * What each §7 numeric mode searches. `world` kinds come from the world index, `tenant` kinds
 * from the tenant's inventory; `citiesWithAirports` keeps only cities that have a scheduled airport
 * (flight searches), `paidActivities` flags places by the tenant's activities there.
 */
export interface ModeRule {
  kinds: readonly GeoType[];
  citiesWithAirports?: boolean;
  paidActivities?: boolean;
  /** The search type of this mode's hotel items (mode 13's hotel_pickup); other kinds keep theirs. */
  hotelType?: SearchType;
}

const LOCATIONS: GeoType[] = ['City', 'Region', 'Country', 'Continent'];
const TRAVEL: GeoType[] = ['City', 'Airport'];

export const MODE_RULES: Record<AutocompleteMode, ModeRule> = {
  [AUTOCOMPLETE_MODES.default]: { kinds: LOCATIONS },
  [AUTOCOMPLETE_MODES.flight]: { kinds: TRAVEL, citiesWithAirports: true },
  [AUTOCOMPLETE_MODES.destinationHotels]: { kinds: ['City', 'Region', 'Country', 'Hotel'] },
  [AUTOCOMPLETE_MODES.hotel]: { kinds: ['Hotel'] },
  [AUTOCOMPLETE_MODES.origin]: { kinds: TRAVEL },
  [AUTOCOMPLETE_MODES.travelMode]: { kinds: ['City', 'Region', 'Country', 'Airport'] },
  [AUTOCOMPLETE_MODES.activity]: { kinds: ['Activity'] },
  [AUTOCOMPLETE_MODES.activityDestination]: { kinds: ['City', 'Region', 'Country'], paidActivities: true },
  [AUTOCOMPLETE_MODES.selfDriveOrigin]: { kinds: ['City', 'Airport', 'Hotel'] },
  [AUTOCOMPLETE_MODES.selfDriveDestination]: { kinds: ['City', 'Airport', 'Hotel'] },
  [AUTOCOMPLETE_MODES.multicityDestination]: { kinds: TRAVEL, citiesWithAirports: true },
  // A transfer starts at a hotel (spec: "hotel pickup") or at the hub the traveller arrives at.
  [AUTOCOMPLETE_MODES.hotelPickup]: {
    kinds: ['Hotel', 'Airport', 'Station', 'Port'],
    hotelType: 'hotel_pickup',
  },
  [AUTOCOMPLETE_MODES.rail]: { kinds: ['Station'] },
  [AUTOCOMPLETE_MODES.ferry]: { kinds: ['Port'] },
};
