import { distanceKm } from '@/lib/geo/distance';
import { DEMO_DESTINATIONS } from './destinations';
import { demoActivities, demoTransfers } from './generate';
import { AIRPORT_AT, bandsFor, groundActivities, groundTransfers, sessionTimes } from './ground';

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

describe('demo activity and transfer operations', () => {
  it('spreads sessions on the quarter hour, each ending by closing time', () => {
    expect(sessionTimes('09:00', '18:00', 150, 3)).toEqual(['09:00', '12:15', '15:30']);
    expect(sessionTimes('19:00', '22:30', 150, 4)).toEqual(['19:00', '20:00']);
    expect(sessionTimes('20:00', '23:59', 180, 2)).toEqual(['20:00', '21:00']);
    expect(sessionTimes('10:00', '11:00', 120, 3)).toEqual(['10:00']);
  });

  it('gives every demo activity 1–4 sessions within its hours, places, a meeting point and includes', () => {
    const rows = groundActivities('GBP');
    expect(rows).toHaveLength(demoActivities('GBP').length);
    for (const a of rows) {
      expect(a.sessions.length).toBeGreaterThanOrEqual(1);
      expect(a.sessions.length).toBeLessThanOrEqual(4);
      for (const s of a.sessions) {
        expect(s >= a.opensAt).toBe(true);
        expect(minutes(s) + a.durationMinutes).toBeLessThanOrEqual(
          a.closesAt >= '23:59' ? 1440 : minutes(a.closesAt),
        );
      }
      expect(a.capacity).toBeGreaterThan(0);
      expect(a.meetingPoint).toBeTruthy();
      expect(a.includes.length).toBeGreaterThan(0);
    }
    expect(rows.some((a) => a.sessions.length >= 3)).toBe(true);
    expect(rows.some((a) => a.freeCancelHours === null)).toBe(true);
    expect(rows.some((a) => a.freeCancelHours === 48)).toBe(true);
    expect(groundActivities('GBP')).toEqual(rows);
  });

  it('bands a hub by distance with the centre ride at the row price, ascending', () => {
    const bands = bandsFor(23, 5000);
    expect(bands.map((b) => b.max_km)).toEqual([10, 35, 55, 85]);
    expect(bands.map((b) => b.price_minor)).toEqual([4000, 5000, 6800, 8800]);
    expect(bandsFor(1, 2000).map((b) => b.max_km)).toEqual([15, 35, 65]);
  });

  it('keeps the first transfers and adds executive, minibus and an airport shuttle at every airport', () => {
    const rows = groundTransfers('EUR');
    const codes = new Set(rows.map((t) => t.code));
    for (const t of demoTransfers('EUR')) expect(codes.has(t.code)).toBe(true);
    expect(new Set(rows.map((t) => t.vehicleClass))).toEqual(
      new Set(['standard', 'executive', 'minivan', 'minibus', 'shared']),
    );
    for (const d of DEMO_DESTINATIONS) {
      const airport = rows.filter((t) => t.city === d.city && t.hubKind === 'airport');
      expect(airport.map((t) => t.vehicleClass).sort()).toEqual([
        'executive',
        'minibus',
        'minivan',
        'shared',
        'standard',
      ]);
      for (const t of airport) {
        // The hub is the airport, and the centre lies inside the bands at the row's own price.
        expect(AIRPORT_AT[t.hubCode]).toEqual({ lat: t.hubLat, lon: t.hubLon });
        const km = distanceKm({ lat: t.hubLat, lon: t.hubLon }, d);
        expect(t.bands.find((b) => km <= b.max_km)?.price_minor).toBe(t.priceMinor);
        expect(t.fleet).toBeGreaterThan(0);
        expect(t.luggage).toBeGreaterThan(0);
      }
    }
    const paris = rows.find((t) => t.code === 'T-paris-airport-3');
    expect(paris).toMatchObject({ vehicleClass: 'standard', maxPassengers: 3, hubCode: 'CDG' });
    expect(rows.find((t) => t.code === 'T-paris-airport-shared')?.priceMinor).toBeLessThan(
      paris?.priceMinor ?? 0,
    );
  });
});
