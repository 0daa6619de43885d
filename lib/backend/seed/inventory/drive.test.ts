import { DEMO_DESTINATIONS } from './destinations';
import { CAB_VEHICLES, carSuppliersOf, demoCabLegs, demoCabPackages, demoCars } from './drive';
import { demoLegs } from './generate';

describe('demo drive inventory', () => {
  const cars = demoCars('GBP');

  it('has 4–6 car classes at 2–3 companies per city, manual and automatic, unique codes', () => {
    expect(new Set(cars.map((c) => c.code)).size).toBe(cars.length);
    const cities = [...new Set(cars.map((c) => c.city))];
    expect(cities.length).toBeGreaterThanOrEqual(DEMO_DESTINATIONS.length - 1);
    for (const city of cities) {
      const here = cars.filter((c) => c.city === city);
      const classes = new Set(here.map((c) => `${c.carClass}-${c.transmission}`));
      expect([city, classes.size >= 4 && classes.size <= 6]).toEqual([city, true]);
      expect(new Set(here.map((c) => c.transmission))).toEqual(new Set(['manual', 'automatic']));
      const companies = new Set(here.map((c) => c.supplier));
      expect(companies).toEqual(new Set(carSuppliersOf(city).map((s) => s.name)));
      expect(companies.size).toBeGreaterThanOrEqual(2);
      expect(companies.size).toBeLessThanOrEqual(3);
    }
    expect(cars.every((c) => c.currency === 'GBP' && c.dailyMinor > 0 && c.fleet > 0)).toBe(true);
  });

  it('sells half- and full-day chauffeur packages per vehicle class in every demo city', () => {
    const packages = demoCabPackages('EUR');
    expect(new Set(packages.map((p) => p.code)).size).toBe(packages.length);
    for (const d of DEMO_DESTINATIONS) {
      const here = packages.filter((p) => p.city === d.city);
      expect(here.map((p) => p.hours).sort()).toEqual([4, 4, 4, 8, 8, 8]);
      // A full day costs less per hour than a half day of the same vehicle.
      const std4 = here.find((p) => p.vehicleClass === 'standard' && p.hours === 4);
      const std8 = here.find((p) => p.vehicleClass === 'standard' && p.hours === 8);
      expect((std8?.priceMinor ?? 0) / 8).toBeLessThan((std4?.priceMinor ?? 0) / 4);
    }
  });

  it('gives every demo cab leg its vehicles, priced per vehicle from the leg', () => {
    const cabs = demoLegs('GBP').filter((l) => l.kind === 'cab');
    const withFares = demoCabLegs('GBP');
    expect(withFares.map((l) => l.code)).toEqual(cabs.map((l) => l.code));
    for (const leg of withFares) {
      expect(leg.fares.map((f) => f.code)).toEqual(CAB_VEHICLES.map((v) => v.code));
      expect(leg.fares.every((f) => f.per === 'vehicle' && f.capacity >= 3)).toBe(true);
      const [sedan, suv, van] = leg.fares;
      expect(sedan?.adult_minor).toBeLessThan(suv?.adult_minor ?? 0);
      expect(suv?.adult_minor).toBeLessThan(van?.adult_minor ?? 0);
    }
  });
});
