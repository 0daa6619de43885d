import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { columnsOf, formatRowError, validateCsv } from './validate';

const example = (kind: string) =>
  readFileSync(join(process.cwd(), 'examples/inventory', `${kind}.csv`), 'utf8');

describe('activity and transfer CSV columns (issue 15)', () => {
  it('accepts sessions, places, meeting point, includes and cancellation hours for activities', () => {
    expect(columnsOf('activities')).toEqual(
      expect.arrayContaining(['sessions', 'capacity', 'meeting_point', 'includes', 'free_cancel_hours']),
    );
    const result = validateCsv('activities', example('activities'));
    if (!result.ok) throw new Error(result.errors.map(formatRowError).join('\n'));
    expect(result.rows[0]).toMatchObject({
      sessions: ['10:30', '14:00', '16:00'],
      capacity: 14,
      meetingPoint: 'Cellar door on Avenida de Diogo Leite',
      includes: ['Three port wine tastings', 'Cellar tour'],
      freeCancelHours: 48,
    });
    expect(result.rows[2]?.freeCancelHours).toBeNull();
  });

  it('defaults the new activity columns so older files still load', () => {
    const csv = `code,name,city,country_code,lat,lon,price_minor,currency,duration_minutes
A-1,Walk,Porto,PT,41.14,-8.61,1500,EUR,90
`;
    const result = validateCsv('activities', csv);
    if (!result.ok) throw new Error(result.errors.map(formatRowError).join('\n'));
    expect(result.rows[0]).toMatchObject({
      sessions: [],
      capacity: 20,
      meetingPoint: null,
      includes: [],
      freeCancelHours: 24,
    });
  });

  it('reports bad activity cells by line and column', () => {
    const csv = `code,name,city,country_code,lat,lon,price_minor,currency,duration_minutes,opens_at,closes_at,sessions,capacity,free_cancel_hours
A-1,Walk,Porto,PT,41.14,-8.61,1500,EUR,90,10:00,18:00,09:00|12:00,20,24
A-2,Walk,Porto,PT,41.14,-8.61,1500,EUR,90,10:00,18:00,10:00|noon,0,soon
`;
    const result = validateCsv('activities', csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual([
      'line 2, column sessions: must start between opens_at and closes_at',
      'line 3, column sessions: must be times HH:mm separated by |',
      'line 3, column capacity: must be 1–10000',
      'line 3, column free_cancel_hours: must be 0–8760',
    ]);
  });

  it('accepts vehicle class, luggage, distance bands, hub coordinates and fleet for transfers', () => {
    expect(columnsOf('transfers')).toEqual(
      expect.arrayContaining(['vehicle_class', 'luggage', 'bands', 'hub_lat', 'hub_lon', 'fleet']),
    );
    const result = validateCsv('transfers', example('transfers'));
    if (!result.ok) throw new Error(result.errors.map(formatRowError).join('\n'));
    expect(result.rows[0]).toMatchObject({
      vehicleClass: 'standard',
      luggage: 3,
      bands: [
        { max_km: 10, price_minor: 2800 },
        { max_km: 25, price_minor: 3500 },
        { max_km: 50, price_minor: 5200 },
      ],
      hubLat: 41.2481,
      hubLon: -8.6814,
      fleet: 12,
    });
    expect(result.rows[2]).toMatchObject({ bands: [], hubLat: null, hubLon: null, fleet: 8 });
  });

  it('reports bad transfer cells by line and column', () => {
    const head =
      'code,city,hub_kind,hub_code,hub_name,vehicle,max_passengers,duration_minutes,price_minor,currency';
    const csv = `${head},vehicle_class,bands,hub_lat,hub_lon
T-1,Porto,airport,OPO,Porto,Sedan,3,25,3500,EUR,limo,10:2800,41.2,-8.6
T-2,Porto,airport,OPO,Porto,Sedan,3,25,3500,EUR,standard,25:3500|10:2800,41.2,-8.6
T-3,Porto,airport,OPO,Porto,Sedan,3,25,3500,EUR,standard,ten km,41.2,-8.6
T-4,Porto,airport,OPO,Porto,Sedan,3,25,3500,EUR,standard,10:2800,41.2,
`;
    const result = validateCsv('transfers', csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual([
      'line 2, column vehicle_class: must be one of standard, executive, minivan, minibus, shared',
      'line 3, column bands: must list bands by increasing max_km',
      'line 4, column bands: must be max_km:price_minor pairs separated by |',
      'line 5, column hub_lon: must be given with hub_lat and hub_lon together',
      'line 5, column bands: need hub_lat and hub_lon to measure distances',
    ]);
  });
});
