import { findShapeProblem, jsonTextTooDeep, MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from './json-shape';

const nested = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const none = { badKey: () => false, badString: () => false };

describe('jsonTextTooDeep', () => {
  it('counts levels from the outermost bracket, objects and arrays alike', () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonTextTooDeep(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
    expect(jsonTextTooDeep(`["\\"", ${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('scans 30,000 levels (60 kB) in well under a millisecond per kB, and never throws', () => {
    const text = nested(30_000);
    const start = performance.now();
    expect(jsonTextTooDeep(text)).toBe(true);
    expect(performance.now() - start).toBeLessThan(60);
    expect(jsonTextTooDeep(`${'['.repeat(40)}`)).toBe(true);
    expect(jsonTextTooDeep(']]]]')).toBe(false);
  });
});

describe('findShapeProblem', () => {
  it('walks 30,000 parsed levels without recursion and names where it stopped', () => {
    const deep = JSON.parse(`{"data":{"list":${nested(30_000)}}}`);
    const problem = findShapeProblem(deep, none);
    expect(problem).toEqual({ kind: 'too_deep', path: `data.list${'.0'.repeat(MAX_JSON_DEPTH - 2)}` });
  });

  it('counts object members and array items over the whole value', () => {
    const wide = Object.fromEntries(Array.from({ length: MAX_JSON_ENTRIES }, (_, i) => [`k${i}`, 1]));
    expect(findShapeProblem(wide, none)).toBeNull();
    expect(findShapeProblem({ ...wide, one: 'more' }, none)).toEqual({ kind: 'too_many_entries', path: '' });
    const items = { a: new Array(MAX_JSON_ENTRIES).fill(0) };
    expect(findShapeProblem(items, none)).toEqual({ kind: 'too_many_entries', path: 'a' });
  });

  it('reports the first refused key or string with its path', () => {
    const rules = { badKey: (k: string) => k === 'bad', badString: (s: string) => s === 'nope' };
    expect(findShapeProblem({ a: [{ ok: 1 }, { bad: 1 }] }, rules)).toEqual({
      kind: 'key',
      path: 'a.1.bad',
      key: 'bad',
    });
    expect(findShapeProblem({ a: { b: ['x', 'nope'] } }, rules, 'data')).toEqual({
      kind: 'string',
      path: 'data.a.b.1',
    });
    expect(findShapeProblem({ a: [1, 'x', null, true, { b: 2 }] }, rules)).toBeNull();
  });
});
