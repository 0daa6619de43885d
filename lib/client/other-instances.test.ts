/** @jest-environment node */
import { openTagBus } from '@/lib/cache/tag-bus.mjs';
import { followOtherInstances } from './other-instances';
import { forgetSiteRouting } from './site-routing';

jest.mock('@/lib/cache/tag-bus.mjs', () => ({ openTagBus: jest.fn() }));
jest.mock('./site-routing', () => ({ forgetSiteRouting: jest.fn() }));

const opened = jest.mocked(openTagBus);
const forgotten = jest.mocked(forgetSiteRouting);

it("forgets what the sites named by another instance's expiries allow and speak", () => {
  followOtherInstances('redis://127.0.0.1:6379');
  expect(opened).toHaveBeenCalledWith('redis://127.0.0.1:6379', expect.any(Function));
  const onTags = opened.mock.calls[0]?.[1];
  onTags?.({ origin: 'other', tags: ['site-config:demo', '_N_T_/layout', 'site-config:b2b'] });
  expect(forgotten).toHaveBeenCalledWith(['demo', 'b2b']);
  forgotten.mockClear();
  onTags?.({ origin: 'other', tags: ['_N_T_/search/trips'] });
  expect(forgotten).not.toHaveBeenCalled();
});
