import { loadOncePerProcess } from './shared';

describe('loadOncePerProcess', () => {
  it('loads once and hands every caller the same result', async () => {
    const key = Symbol('once');
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const [a, b] = await Promise.all([loadOncePerProcess(key, load), loadOncePerProcess(key, load)]);
    const c = await loadOncePerProcess(key, load);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps it where another bundle of the process finds it: on globalThis', async () => {
    const key = Symbol.for('itinera.test.shared-once');
    const first = await loadOncePerProcess(key, async () => 'first copy');
    const fromAnotherBundle = await loadOncePerProcess(key, async () => 'second copy');
    expect(fromAnotherBundle).toBe(first);
    expect(await (globalThis as unknown as Record<symbol, Promise<string>>)[key]).toBe('first copy');
  });

  it('forgets a load that failed, so the next call tries again', async () => {
    const key = Symbol('retry');
    let attempt = 0;
    const load = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed to load');
      return 'loaded';
    };
    await expect(loadOncePerProcess(key, load)).rejects.toThrow('chunk failed to load');
    await expect(loadOncePerProcess(key, load)).resolves.toBe('loaded');
    expect(attempt).toBe(2);
  });
});
