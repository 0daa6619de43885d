/**
 * Pluggable visitor geolocation (spec §4 "Location on the search page"). A provider looks at one
 * request and guesses where the visitor is; it never throws on purpose, and `locateVisitor` treats
 * a throw like "don't know". Providers that call outside services can be added beside the default
 * ones without changing callers.
 */

export interface GeoRequest {
  headers: Headers;
}

export interface GeoGuess {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city?: string | null;
  lat?: number | null;
  lon?: number | null;
}

export interface GeoProvider {
  /** Recorded in the answer ('geo-header', 'accept-language', …) so a wrong guess can be traced. */
  readonly name: string;
  locate(request: GeoRequest): Promise<GeoGuess | null> | GeoGuess | null;
}
