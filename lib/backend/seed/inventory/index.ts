import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import {
  inventoryActivities,
  inventoryHotels,
  inventoryPorts,
  inventoryStations,
  tenants,
} from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { slug } from '@/lib/search/world/build-world';
import { DEMO_DESTINATIONS } from './destinations';

/**
 * Deterministic demo inventory for the demo tenants: two hotels and the listed activities,
 * stations and ports in each demo destination. Prices are in minor units of the tenant's
 * currency; every fifth activity is free (has_paid false) so disabled items can be seen.
 */
const HOTEL_STYLES = [
  { name: (c: string) => `Grand Hotel ${c}`, stars: 5, popularity: 90 },
  { name: (c: string) => `${c} Central Rooms`, stars: 3, popularity: 70 },
];

/** A small offset so hotels don't sit exactly on the city centre. */
const offset = (n: number) => ((n % 7) - 3) * 0.004;

export async function seedDemoInventory(db: Db, tenantKey: string, currency: string): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, tenantKey));
  if (!tenant) return;
  const scoped = forTenant(db, tenant.id);
  let n = 0;
  const hotels = DEMO_DESTINATIONS.flatMap((d) =>
    HOTEL_STYLES.map((style, i) => ({
      code: `H-${slug(d.city)}-${i + 1}`,
      name: style.name(d.city),
      city: d.city,
      countryCode: d.country,
      lat: d.lat + offset(++n),
      lon: d.lon - offset(n),
      stars: style.stars,
      popularity: style.popularity,
    })),
  );
  const activities = DEMO_DESTINATIONS.flatMap((d) =>
    d.activities.map((name) => {
      n++;
      return {
        code: `A-${slug(name)}`,
        name,
        city: d.city,
        countryCode: d.country,
        lat: d.lat + offset(n),
        lon: d.lon + offset(n),
        popularity: 50 + (n % 50),
        priceMinor: 1500 + (n % 12) * 1000,
        currency,
        hasPaid: n % 5 !== 0,
      };
    }),
  );
  const stations = DEMO_DESTINATIONS.flatMap((d) =>
    (d.stations ?? []).map((name, i) => ({
      code: `S-${slug(name)}`,
      name,
      city: d.city,
      countryCode: d.country,
      lat: d.lat + offset(i),
      lon: d.lon + offset(i + 2),
      popularity: 80 - i * 10,
    })),
  );
  const ports = DEMO_DESTINATIONS.flatMap((d) =>
    (d.ports ?? []).map((name, i) => ({
      code: `P-${slug(name)}`,
      name,
      city: d.city,
      countryCode: d.country,
      lat: d.lat + offset(i),
      lon: d.lon - offset(i),
      popularity: 70,
    })),
  );
  await scoped.insert(inventoryHotels, hotels);
  await scoped.insert(inventoryActivities, activities);
  await scoped.insert(inventoryStations, stations);
  await scoped.insert(inventoryPorts, ports);
}

/** Both demo tenants, each priced in its own currency. */
export async function seedDemoInventories(db: Db): Promise<void> {
  await seedDemoInventory(db, 'demo', 'GBP');
  await seedDemoInventory(db, 'b2b', 'EUR');
}
