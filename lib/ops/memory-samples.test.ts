import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleMemory, startMemorySamples } from './memory-samples';

describe('memory samples', () => {
  it('are off without a file', () => {
    expect(startMemorySamples(undefined)).toBeNull();
  });

  it('append one JSON line per tick with the process figures', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'itinera-mem-'));
    const file = path.join(dir, 'samples.jsonl');
    const stop = startMemorySamples(file, 20);
    await new Promise((r) => setTimeout(r, 90));
    stop?.();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    rmSync(dir, { recursive: true, force: true });
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const sample = JSON.parse(lines[0] as string);
    expect(Object.keys(sample).sort()).toEqual(Object.keys(sampleMemory()).sort());
    expect(sample.rss).toBeGreaterThan(sample.heapUsed);
  });
});
