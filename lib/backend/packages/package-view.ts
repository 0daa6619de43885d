import type { StaticPackage } from '@/lib/db/schema';

/** What a list card needs (spec §2 static_package/list, featured-packages). */
export interface PackageCard {
  id: string;
  title: string;
  summary: string;
  destinations: string[];
  country_code: string;
  duration_nights: number;
  duration_days: number;
  /** Price from, in minor units of `currency`. */
  price_from: number;
  currency: string;
  image_url: string | null;
  next_departure: string | null;
  featured: boolean;
}

export interface PackageDetail extends PackageCard {
  images: string[];
  itinerary: StaticPackage['itinerary'];
  inclusions: string[];
  departures: StaticPackage['departures'];
}

/** Departures on or after `today` (YYYY-MM-DD) with seats left, soonest first. */
export function upcomingDepartures(pkg: Pick<StaticPackage, 'departures'>, today: string) {
  return pkg.departures
    .filter((d) => d.date >= today && d.seats > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function toCard(pkg: StaticPackage, today: string): PackageCard {
  return {
    id: pkg.slug,
    title: pkg.title,
    summary: pkg.summary,
    destinations: pkg.destinations,
    country_code: pkg.countryCode,
    duration_nights: pkg.durationNights,
    duration_days: pkg.durationNights + 1,
    price_from: pkg.priceFromMinor,
    currency: pkg.currency,
    image_url: pkg.images[0] ?? null,
    next_departure: upcomingDepartures(pkg, today)[0]?.date ?? null,
    featured: pkg.featured,
  };
}

export function toDetail(pkg: StaticPackage, today: string): PackageDetail {
  return {
    ...toCard(pkg, today),
    images: pkg.images,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    departures: upcomingDepartures(pkg, today),
  };
}
