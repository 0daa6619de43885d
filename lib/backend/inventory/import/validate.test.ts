import { columnsOf, formatRowError, validateCsv } from './validate';

const HOTELS = `code,name,city,country_code,lat,lon,stars,popularity,images
H-1,Hotel One,Paris,fr,48.85,2.35,4,70,https://img.example/1.jpg|https://img.example/2.jpg
H-2,Hotel Two,Paris,FR,48.86,2.36,3,,
`;

describe('CSV validation', () => {
  it('lists the accepted columns of each kind in snake_case', () => {
    expect(columnsOf('hotels')).toEqual(expect.arrayContaining(['code', 'country_code', 'stars', 'images']));
    expect(columnsOf('rates')).toEqual(
      expect.arrayContaining(['room_code', 'date_from', 'date_to', 'base_minor']),
    );
    expect(columnsOf('room_types')).toContain('free_cancel_days');
  });

  it('turns good rows into typed inventory rows with defaults', () => {
    const result = validateCsv('hotels', HOTELS);
    if (!result.ok) throw new Error(result.errors.map(formatRowError).join('\n'));
    expect(result.rows[0]).toMatchObject({
      code: 'H-1',
      countryCode: 'FR',
      lat: 48.85,
      stars: 4,
      source: 'offline',
    });
    expect(result.rows[0]?.images).toEqual(['https://img.example/1.jpg', 'https://img.example/2.jpg']);
    expect(result.rows[1]).toMatchObject({ popularity: 0, images: [], imageUrl: null });
    expect(result.lines).toEqual([2, 3]);
  });

  it('reports every bad cell with its line and column', () => {
    const csv = `code,name,city,country_code,lat,lon,stars
H-1,Hotel One,Paris,FR,48.85,2.35,4
H-2,,Paris,France,48.86,2.36,7
H-1,Again,Paris,FR,91,2.36,3
`;
    const result = validateCsv('hotels', csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatRowError)).toEqual([
      'line 3, column name: is required',
      'line 3, column country_code: must be a 2-letter country code',
      'line 3, column stars: must be 0–5',
      'line 4, column lat: must be a number from -90 to 90',
    ]);
  });

  it('reports repeated codes, unknown columns, empty files and broken CSV', () => {
    const dup = validateCsv(
      'transfers',
      `code,city,hub_kind,hub_code,hub_name,vehicle,max_passengers,duration_minutes,price_minor,currency
T-1,Rome,airport,FCO,Fiumicino,Sedan,3,45,5500,eur
T-1,Rome,airport,FCO,Fiumicino,Van,7,45,8500,EUR`,
    );
    expect(dup.ok ? [] : dup.errors.map(formatRowError)).toEqual(['line 3, column code: repeats line 2']);
    const unknown = validateCsv('hotels', 'code,name,starz\nH,N,3');
    expect(unknown.ok ? '' : formatRowError(unknown.errors[0] as never)).toMatch(
      /^line 1, column starz: unknown column/,
    );
    expect(validateCsv('legs', columnsOf('legs').join(',')).ok).toBe(false);
    const broken = validateCsv('hotels', 'code,name\n"H-1,Unclosed');
    expect(broken.ok ? '' : formatRowError(broken.errors[0] as never)).toMatch(/not valid CSV/);
  });

  it('checks cross-column rules: rate dates, opening hours, child ages', () => {
    const rates = validateCsv(
      'rates',
      'room_code,date_from,date_to,base_minor,currency\nR-1,2027-05-10,2027-05-01,10000,EUR\nR-1,2027-02-30,2027-03-01,10000,EUR',
    );
    expect(rates.ok ? [] : rates.errors.map(formatRowError)).toEqual([
      'line 2, column date_to: must not be before date_from',
      'line 3, column date_from: must be a date YYYY-MM-DD',
    ]);
    const good = validateCsv(
      'rates',
      'room_code,date_from,date_to,base_minor,currency\nR-1,2027-05-01,2027-05-10,10000,eur',
    );
    expect(good.ok && good.rows[0]).toMatchObject({ code: 'R-1-2027-05-01', currency: 'EUR', childMinor: 0 });
    const acts = validateCsv(
      'activities',
      'code,name,city,country_code,lat,lon,price_minor,currency,duration_minutes,days,opens_at,closes_at\nA-1,Cruise,Paris,FR,48.8,2.3,5000,EUR,120,Tue|sat|0,19:00,18:00',
    );
    expect(acts.ok ? [] : acts.errors.map(formatRowError)).toEqual([
      'line 2, column closes_at: must be after opens_at',
    ]);
    const days = validateCsv(
      'activities',
      'code,name,city,country_code,lat,lon,price_minor,currency,duration_minutes,days\nA-1,Cruise,Paris,FR,48.8,2.3,5000,EUR,120,Tue|sat|0',
    );
    expect(days.ok && days.rows[0]?.days).toEqual([2, 6, 0]);
    const rooms = validateCsv(
      'room_types',
      'hotel_code,code,name,board,base_occupancy,max_adults,max_occupancy,child_min_age,child_max_age\nH-1,R-1,Double,xx,2,2,3,12,4',
    );
    expect(rooms.ok ? [] : rooms.errors.map(formatRowError)).toEqual([
      'line 2, column board: must be one of RO, BB, HB, FB, AI',
    ]);
  });

  it('reads self-drive cars and hourly cab packages, with their defaults and errors per cell', () => {
    const head =
      'code,supplier,city,country_code,lat,lon,pickup_name,car_class,model,transmission,seats,daily_minor,currency,km_per_day,free_cancel_hours';
    const cars = validateCsv(
      'cars',
      `${head}\nC-1,Acme,Porto,pt,41.2,-8.6,Porto Airport,Compact,VW Golf or similar,Automatic,5,4400,eur,,48\nC-2,Acme,Porto,PT,41.2,-8.6,Porto Airport,limo,Big car,stick,0,-5,EUR,0,`,
    );
    expect(cars.ok ? [] : cars.errors.map(formatRowError)).toEqual([
      'line 3, column car_class: must be one of mini, economy, compact, intermediate, standard, fullsize, suv, van, premium',
      'line 3, column transmission: must be one of manual, automatic',
      'line 3, column seats: must be 1–20',
      'line 3, column km_per_day: must be 1–10000',
      'line 3, column daily_minor: must be 0–100000000',
    ]);
    const good = validateCsv(
      'cars',
      `${head}\nC-1,Acme,Porto,pt,41.2,-8.6,Porto Airport,Compact,VW Golf,Automatic,5,4400,eur,,`,
    );
    expect(good.ok && good.rows[0]).toMatchObject({
      countryCode: 'PT',
      carClass: 'compact',
      transmission: 'automatic',
      kmPerDay: null,
      freeCancelHours: null,
      oneWayFeeMinor: 0,
      fuelPolicy: 'full_to_full',
      airCon: true,
      fleet: 6,
      minDriverAge: 21,
    });
    const packages = validateCsv(
      'cab_packages',
      'code,city,country_code,vehicle,vehicle_class,max_passengers,hours,km_included,price_minor,extra_hour_minor,extra_km_minor,currency\nH-1,Porto,PT,Camry,standard,3,4,40,12000,3600,100,EUR\nH-2,Porto,PT,Camry,limousine,3,30,40,12000,,100,EUR',
    );
    expect(packages.ok ? [] : packages.errors.map(formatRowError)).toEqual([
      'line 3, column vehicle_class: must be one of standard, executive, minivan',
      'line 3, column hours: must be 1–24',
      'line 3, column extra_hour_minor: is required',
    ]);
  });
});
