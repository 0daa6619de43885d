import { changedPaths } from './config-diff';

describe('changedPaths', () => {
  it('names each changed field by its path, lists as a whole, sorted', () => {
    expect(
      changedPaths(
        { tagline: 'a', theme: { primary_color: '#111111', text_color: '#000000' }, links: [1, 2] },
        {
          tagline: 'a',
          theme: { primary_color: '#222222', text_color: '#000000' },
          links: [1, 3],
          extra: true,
        },
      ),
    ).toEqual(['extra', 'links', 'theme.primary_color']);
  });

  it('treats an absent field as null, and finds nothing between equal configurations', () => {
    expect(changedPaths({ a: null, b: { c: [{ d: 1 }] } }, { b: { c: [{ d: 1 }] } })).toEqual([]);
    expect(changedPaths({ a: 1 }, { a: { b: 1 } })).toEqual(['a']);
  });
});
