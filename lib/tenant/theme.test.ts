import { isHexColour, readableOn, safeColour, themeCss } from './theme';
import type { Theme } from './working-config';

const THEME: Theme = {
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  secondary: '#f59e0b',
  text: '#1f2937',
  taglineColor: '#fff',
  fontFamily: "Inter, 'Segoe UI', sans-serif",
};

describe('themeCss', () => {
  it('writes every safe value as a custom property on :root', () => {
    expect(themeCss(THEME)).toBe(
      ":root{--brand:#0b5cad;--on-brand:#ffffff;--accent:#f59e0b;--ink:#1f2937;--tagline:#fff;--brand-font:Inter, 'Segoe UI', sans-serif}",
    );
  });

  it.each([
    'red;}body{display:none',
    'red',
    '#0b5cad;}',
    '#0b5cad}</style><script>alert(1)</script>',
    'url(javascript:alert(1))',
    'expression(alert(1))',
    '#12345',
    '',
  ])('drops the unsafe colour %j and keeps the others', (unsafe) => {
    const css = themeCss({ ...THEME, primary: unsafe, taglineColor: unsafe });
    expect(css).not.toContain('--brand:');
    expect(css).not.toContain('--tagline:');
    expect(css).toContain('--accent:#f59e0b');
    expect(css).toContain('--ink:#1f2937');
    // Exactly one rule: nothing escaped the braces.
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });

  it.each(['Inter;}body{display:none', 'Inter</style>', 'a'.repeat(121), 'x{y}'])(
    'drops the unsafe font %j',
    (font) => {
      const css = themeCss({ ...THEME, fontFamily: font });
      expect(css).not.toContain('--brand-font');
      expect(css).toContain('--brand:#0b5cad');
    },
  );

  it('writes an empty rule when nothing is safe', () => {
    expect(
      themeCss({
        primary: 'x',
        onPrimary: 'x',
        secondary: 'x',
        text: 'x',
        taglineColor: 'x',
        fontFamily: null,
      }),
    ).toBe(':root{}');
  });
});

describe('isHexColour / safeColour', () => {
  it.each([
    ['#abc', true],
    ['#ABCDEF', true],
    ['#0b5cad80', true],
    ['#abcd', false],
    ['abc', false],
    ['#ggg', false],
    [null, false],
  ])('%j is a hex colour: %p', (value, ok) => {
    expect(isHexColour(value)).toBe(ok);
  });

  it('trims a valid colour and replaces an invalid one', () => {
    expect(safeColour(' #0f766e ', '#000')).toBe('#0f766e');
    expect(safeColour('red;}', '#000')).toBe('#000');
    expect(safeColour(undefined, '#111')).toBe('#111');
  });
});

describe('readableOn', () => {
  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#0b5cad', '#ffffff'],
    ['#0f766e', '#ffffff'],
    ['#ffcc00', '#000000'],
    ['#fff', '#000000'],
    ['#00f', '#ffffff'],
    ['#ffff00ff', '#000000'],
    // Mid grey: black gives 5.3:1, white only 3.9:1.
    ['#808080', '#000000'],
    ['not a colour', '#ffffff'],
  ])('on %s uses %s', (background, text) => {
    expect(readableOn(background)).toBe(text);
  });
});
