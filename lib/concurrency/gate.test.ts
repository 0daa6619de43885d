import { createGate } from './gate';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createGate', () => {
  it('runs at most its slots at once, the others in the order they came', async () => {
    const gate = createGate(2);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      gate.run(async () => {
        started.push(i);
        await job.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);

    jobs[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);

    for (const job of jobs) job.resolve();
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const gate = createGate(1);
    const failing = gate.run(async () => {
      throw new Error('no luck');
    });
    const next = gate.run(async () => 'ran');
    await expect(failing).rejects.toThrow('no luck');
    await expect(next).resolves.toBe('ran');
    expect(gate.running).toBe(0);
  });

  it('refuses a gate without slots', () => {
    expect(() => createGate(0)).toThrow(RangeError);
    expect(() => createGate(1.5)).toThrow(RangeError);
  });
});
