import { pollDelayMs } from './worker';

describe('pollDelayMs', () => {
  it.each([
    [50, 50],
    [60_000, 60_000],
    [undefined, 1_000],
    [0, 1_000],
    [-5, 1_000],
    [Number.NaN, 1_000],
    [Number.POSITIVE_INFINITY, 1_000],
  ])('%p → %p ms', (given, ms) => {
    expect(pollDelayMs(given)).toBe(ms);
  });
});
