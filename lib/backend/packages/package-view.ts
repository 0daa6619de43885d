import type { TPackageCard, TPackageDetail } from '@/lib/contract/static-packages';
import type { StaticPackage } from '@/lib/db/schema';

/** Departures on or after `today` (YYYY-MM-DD) with seats left, soonest first. */
export function upcomingDepartures(pkg: Pick<StaticPackage, 'departures'>, today: string) {
  return pkg.departures
    .filter((d) => d.date >= today && d.seats > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function toCard(pkg: StaticPackage, today: string): TPackageCard {
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

export function toDetail(pkg: StaticPackage, today: string): TPackageDetail {
  return {
    ...toCard(pkg, today),
    images: pkg.images,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    departures: upcomingDepartures(pkg, today),
  };
}
