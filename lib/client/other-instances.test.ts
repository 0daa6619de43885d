/** @jest-environment node */
import { REMOTE_EXPIRY_HOOK, type RemoteExpiryHook } from '@/lib/cache/tag-bus.mjs';
import { followOtherInstances } from './other-instances';
import { forgetSiteRouting } from './site-routing';

jest.mock('./site-routing', () => ({ forgetSiteRouting: jest.fn() }));

const forgotten = jest.mocked(forgetSiteRouting);
const hook = () =>
  (globalThis as unknown as Record<symbol, RemoteExpiryHook | undefined>)[REMOTE_EXPIRY_HOOK];

afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[REMOTE_EXPIRY_HOOK];
});

it("forgets the sites named by another instance's expiries, here and in the backend", async () => {
  const configOf = jest.fn();
  const inventoryOf = jest.fn();
  followOtherInstances({ configOf, inventoryOf });
  await hook()?.(['site-config:demo', '_N_T_/layout', 'site-config:b2b']);
  expect(forgotten).toHaveBeenCalledWith(['demo', 'b2b']);
  expect(configOf).toHaveBeenCalledWith(['demo', 'b2b']);
  expect(inventoryOf).not.toHaveBeenCalled();
  forgotten.mockClear();
  configOf.mockClear();
  // Tags that name no site's configuration forget nothing.
  await hook()?.(['_N_T_/search/trips']);
  expect(forgotten).not.toHaveBeenCalled();
  expect(configOf).not.toHaveBeenCalled();
});

it('forgets the searches and plans of a site whose inventory another instance changed, and nothing else', async () => {
  const configOf = jest.fn();
  const inventoryOf = jest.fn();
  followOtherInstances({ configOf, inventoryOf });
  await hook()?.(['site-inventory:b2b']);
  expect(inventoryOf).toHaveBeenCalledWith(['b2b']);
  expect(configOf).not.toHaveBeenCalled();
  expect(forgotten).not.toHaveBeenCalled();
});
