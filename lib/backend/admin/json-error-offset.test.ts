import { jsonErrorOffset, lineAndColumn } from './json-error-offset';

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": 1}', null],
    ['[1, -2.5e3, "x\\n\\u00e9", true, false, null, {}]', null],
    ['{"a": }', 6],
    ['{\n  "a": 1,\n}', 12],
    ['{"a": 1', 7],
    ['', 0],
    ['{"a": tru}', 9],
    ['{"a": 01}', 7],
    ["{'a': 1}", 1],
    ['{"a": "x\\q"}', 9],
    ['{"a": 1} extra', 9],
    ['{"a": "\\u12g4"}', 8],
  ])('%j → %p', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    // Only malformed text has an offset: it agrees with JSON.parse.
    expect(offset === null).toBe(
      (() => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      })(),
    );
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
