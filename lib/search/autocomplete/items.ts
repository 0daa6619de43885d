import type { GeoType, SearchType, TAutocompleteItem } from '@/lib/contract/search';
import type { Place } from '@/lib/search/world/places';

/** §7 "search types by name" for each geo_type. */
const SEARCH_TYPE: Record<GeoType, SearchType> = {
  City: 'location',
  Country: 'location',
  Region: 'location_group',
  Continent: 'location_group',
  Airport: 'airport',
  Hotel: 'hotel',
  Activity: 'activity',
  Package: 'location',
  Station: 'rail',
  Port: 'port',
  'Organized Packages': 'location',
};

/** §3: the remainder of the name after its first comma-separated part. */
export function destinationLocation(name: string): string {
  const at = name.indexOf(',');
  return at < 0 ? '' : name.slice(at + 1).trim();
}

/** §3: the airport code is the last bracketed part of the name, e.g. '… (JFK)' → 'JFK'. */
export function airportCodeFromName(name: string): string | null {
  const m = /\(([^()]+)\)\s*(?:,|$)/.exec(name) ?? /\(([^()]+)\)/.exec(name);
  return m?.[1]?.trim() ?? null;
}

export interface ItemContext {
  /** Has the tenant paid activities in/near this place (modes 7 and 9)? */
  hasPaidActivities?: (p: Place) => boolean;
  /** Activity price already converted into the requested currency (major units), with the rate's date. */
  price?: (p: Place) => { price: number; currency: string; rate_date: string | null } | null;
  /** The search type of hotel items, where the mode names one (hotel pickup entries). */
  hotelType?: SearchType;
}

/**
 * §3's `filter`: JSON of the type, id and geo type, in that order. Written out, with only the id
 * escaped (search and geo types are fixed words): JSON.stringify of an object was a third of the
 * time of an autocomplete answer's items.
 */
export function filterOf(type: SearchType, p: Pick<Place, 'id' | 'kind'>): string {
  return `{"_type":"${type}","id":${JSON.stringify(p.id)},"geo_type":"${p.kind}"}`;
}

export function toItem(p: Place, ctx: ItemContext = {}): TAutocompleteItem {
  const isHotel = p.kind === 'Hotel';
  const type = (isHotel ? ctx.hotelType : undefined) ?? SEARCH_TYPE[p.kind];
  const name = p.label;
  const priced = ctx.price?.(p) ?? null;
  return {
    name,
    id: p.id,
    filter: filterOf(type, p),
    type,
    geo_type: p.kind,
    group_type: p.kind === 'Region' || p.kind === 'Continent' || p.kind === 'Country' ? p.kind : null,
    country_code: p.countryCode || null,
    destination_continent: p.continent || null,
    destination_state: p.state,
    destination_name: p.name,
    destination_location: destinationLocation(name),
    destination_not_found: false,
    localSearchOption: false,
    searchText: null,
    location_id: p.id,
    loc_coordinates: { lat: p.lat, lon: p.lon },
    has_paid_activities: ctx.hasPaidActivities
      ? ctx.hasPaidActivities(p)
      : p.kind === 'Activity'
        ? (p.hasPaid ?? false)
        : null,
    grn_hotel_id: isHotel ? (p.code ?? null) : null,
    hotel_id: isHotel ? (p.code ?? null) : null,
    airport_code: p.kind === 'Airport' ? airportCodeFromName(p.name) : null,
    related_airports: p.relatedAirports ?? null,
    activity_code: p.kind === 'Activity' ? (p.code ?? null) : null,
    currency: priced?.currency ?? null,
    price: priced?.price ?? null,
    rate_date: priced?.rate_date ?? null,
    image_url: p.imageUrl ?? null,
    image_found: Boolean(p.imageUrl),
    hotel_name: type === 'hotel_pickup' ? p.name : null,
    unit: null,
  };
}
