import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('grows fourfold per attempt from the base', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(3)).toBe(80_000);
  });
  it('is capped', () => {
    expect(retryDelayMs(10)).toBe(15 * 60_000);
    expect(retryDelayMs(3, 1_000, 10_000)).toBe(10_000);
  });
  it('treats nonsense attempt counts as the first', () => {
    expect(retryDelayMs(0)).toBe(5_000);
    expect(retryDelayMs(-2, 100)).toBe(100);
  });
});
