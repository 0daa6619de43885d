/** @jest-environment node */
import type { Db } from '@/lib/db/open';
import { packageService } from '../planner';
import { invalidateTenantIndex } from '../search/tenant-index';
import { findTenantBySite } from '../tenants/repository';
import { forgetInventoryOfSites, inventoryChanged } from './inventory-changed';

jest.mock('../search/tenant-index', () => ({ invalidateTenantIndex: jest.fn() }));
jest.mock('../planner', () => ({ packageService: { forgetTenant: jest.fn() } }));
jest.mock('../tenants/repository', () => ({ findTenantBySite: jest.fn() }));

const db = {} as Db;
const found = jest.mocked(findTenantBySite);

beforeEach(() => jest.clearAllMocks());

it('an upload forgets the site’s search index and planned packages on this instance at once', () => {
  inventoryChanged(db, { id: 't-1', key: 'b2b' });
  expect(invalidateTenantIndex).toHaveBeenCalledWith('t-1');
  expect(packageService.forgetTenant).toHaveBeenCalledWith(db, 't-1');
});

it('another instance’s upload forgets the same for each site it names that exists here', async () => {
  found.mockImplementation(async (_db, site) =>
    site === 'b2b' ? ({ id: 't-2', key: 'b2b' } as never) : null,
  );
  await forgetInventoryOfSites(db, ['b2b', 'gone']);
  expect(invalidateTenantIndex).toHaveBeenCalledTimes(1);
  expect(invalidateTenantIndex).toHaveBeenCalledWith('t-2');
  expect(packageService.forgetTenant).toHaveBeenCalledWith(db, 't-2');
});
