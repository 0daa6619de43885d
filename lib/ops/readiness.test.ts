import { readinessOf, within } from './readiness';

describe('readiness', () => {
  it('is ready only when every check is ok', () => {
    expect(readinessOf({ database: 'ok', autocomplete: 'ok' }).ready).toBe(true);
    expect(readinessOf({ database: 'ok', autocomplete: 'index not built yet' }).ready).toBe(false);
    expect(readinessOf({}).ready).toBe(true);
  });

  it('bounds a check in time', async () => {
    await expect(within(20, new Promise(() => {}))).rejects.toThrow('no answer within 20 ms');
    await expect(within(1000, Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
