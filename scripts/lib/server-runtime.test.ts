import { serverRuntimeEnv } from './server-runtime.mjs';

describe('the production server process environment', () => {
  it('caps the heap, keeps the young generation small and fixes glibc malloc when the operator has not', () => {
    expect(serverRuntimeEnv({})).toEqual({
      NEXT_MANUAL_SIG_HANDLE: '1',
      MALLOC_ARENA_MAX: '1',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=4',
    });
  });

  it("keeps the operator's NODE_OPTIONS and adds the limits after them", () => {
    expect(serverRuntimeEnv({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=256 --max-semi-space-size=4',
    );
  });

  it("lets the operator's own heap sizes and malloc settings win", () => {
    const env = serverRuntimeEnv({
      NODE_OPTIONS: '--max-old-space-size=1024',
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
    expect(env).toEqual({
      NEXT_MANUAL_SIG_HANDLE: '1',
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '65536',
      NODE_OPTIONS: '--max-old-space-size=1024 --max-semi-space-size=4',
    });
    expect(serverRuntimeEnv({ NODE_OPTIONS: '--max-semi-space-size=16' }).NODE_OPTIONS).toBe(
      '--max-semi-space-size=16 --max-old-space-size=256',
    );
  });
});
