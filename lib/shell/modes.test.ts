import { INLINE_MODE_COUNT, modeHash, modeHref, modesInlineOnly, splitModes } from './modes';

const modes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ type: `mode${i + 1}`, display_name: `Mode ${i + 1}` }));

describe('splitModes', () => {
  it.each([
    [0, false, 0, 0],
    [2, false, 2, 0],
    [3, false, 3, 0],
    [4, false, 3, 1],
    [8, false, 3, 5],
    [8, true, 3, 0],
    [2, true, 2, 0],
  ])('%i modes, inlineOnly %p → %i inline, %i under More', (count, inlineOnly, inline, more) => {
    const split = splitModes(modes(count), { inlineOnly });
    expect(split.inline).toHaveLength(inline);
    expect(split.more).toHaveLength(more);
  });

  it('keeps the configured order: the first three inline, the rest under More', () => {
    const split = splitModes(modes(5), { inlineOnly: false });
    expect(split.inline.map((m) => m.label)).toEqual(['Mode 1', 'Mode 2', 'Mode 3']);
    expect(split.more.map((m) => m.type)).toEqual(['mode4', 'mode5']);
    expect(INLINE_MODE_COUNT).toBe(3);
  });

  it('links each mode to the search page with the mode as the hash', () => {
    expect(splitModes(modes(1), { inlineOnly: false }).inline[0]?.href).toBe('/search/trips#mode1');
    expect(modeHref('travel_and_stay')).toBe('/search/trips#travel_and_stay');
  });
});

describe('modesInlineOnly', () => {
  it.each([
    [true, 'consumer', true],
    [true, 'staff', false],
    [false, 'consumer', false],
    [false, 'staff', false],
  ] as const)('tour-operator variant %p, viewer %p → %p', (variant, viewer, expected) => {
    expect(modesInlineOnly(variant, viewer)).toBe(expected);
  });
});

describe('modeHash', () => {
  it('is the hash of the mode type', () => {
    expect(modeHash('static_packages_type')).toBe('#static_packages_type');
  });
});
