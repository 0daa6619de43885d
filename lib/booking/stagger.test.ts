import { DOWNLOAD_STAGGER_MS, staggered } from './stagger';

describe('staggered downloads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the first at once and each next one 500 ms after the one before', () => {
    const started: [string, number][] = [];
    staggered(['a', 'b', 'c'], (item) => started.push([item, Date.now()]));
    const t0 = Date.now();
    expect(started.map(([x]) => x)).toEqual(['a']);
    jest.advanceTimersByTime(499);
    expect(started).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(started.map(([x]) => x)).toEqual(['a', 'b']);
    jest.advanceTimersByTime(500);
    expect(started.map(([x, at]) => [x, at - t0])).toEqual([
      ['a', 0],
      ['b', DOWNLOAD_STAGGER_MS],
      ['c', 2 * DOWNLOAD_STAGGER_MS],
    ]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cancels the downloads not started yet', () => {
    const started: number[] = [];
    const cancel = staggered([1, 2, 3, 4], (n) => started.push(n));
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(5_000);
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no items', () => {
    const start = jest.fn();
    staggered([], start);
    jest.runAllTimers();
    expect(start).not.toHaveBeenCalled();
  });
});
