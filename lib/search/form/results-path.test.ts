import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { resultsPath } from './results-path';

const request = (mode: TSearchApiRequest['mode'], destination: Record<string, unknown>[]) =>
  ({
    mode,
    destination,
    rooms: [],
    nights: [],
    start_date: '2027-05-10',
    currency: 'EUR',
  }) as unknown as TSearchApiRequest;

describe('resultsPath', () => {
  it('opens the planner list for trips', () => {
    expect(resultsPath(request('travel_and_stay', [{ id: '1', name: 'Paris, France' }]), 'ABC123')).toBe(
      '/list/ABC123',
    );
  });

  it('opens a picked organised package on its detail page', () => {
    const item = { id: 'rome-florence', name: 'Italian Classics', geo_type: 'Organized Packages' };
    expect(resultsPath(request('static_packages_type', [item]), 'X')).toBe(
      '/static_package/detail?id=rome-florence',
    );
  });

  it('lists organised packages for a picked place', () => {
    const item = { id: '9', name: 'Rome, Lazio, Italy', geo_type: 'City' };
    expect(resultsPath(request('static_packages_type', [item]), 'X')).toBe(
      '/static_package/list?destination=Rome',
    );
  });
});
