import { builderStyle } from './sanitize';

describe('builderStyle', () => {
  it('keeps layout, colour and typography properties, kebab-case or camelCase', () => {
    expect(
      builderStyle({
        display: 'flex',
        'justify-content': 'space-between',
        backgroundColor: '#0f3d5e',
        color: 'rgb(1, 2, 3)',
        fontSize: '18px',
        fontWeight: 700,
        padding: '12px 16px',
      }),
    ).toEqual({
      display: 'flex',
      justifyContent: 'space-between',
      backgroundColor: '#0f3d5e',
      color: 'rgb(1, 2, 3)',
      fontSize: '18px',
      fontWeight: 700,
      padding: '12px 16px',
    });
  });

  it.each(['fixed', 'absolute', 'FIXED'])('drops position %s, keeps in-flow positions', (position) => {
    expect(builderStyle({ position })).toEqual({});
    expect(builderStyle({ position: 'relative' })).toEqual({ position: 'relative' });
  });

  it.each([
    ['zIndex', '9999'],
    ['top', '0'],
    ['inset', '0'],
    ['transform', 'scale(50)'],
    ['pointerEvents', 'none'],
    ['content', '"x"'],
    ['behavior', 'url(x.htc)'],
    ['-moz-binding', 'url(x.xml#y)'],
    ['cursor', 'url(x.cur)'],
    ['__proto__', 'x'],
  ])('drops the unlisted property %s', (name, value) => {
    expect(builderStyle({ [name]: value })).toEqual({});
  });

  it.each([
    ['color', 'expression(alert(1))'],
    ['width', 'calc(1px);position:fixed'],
    ['color', 'red}body{display:none'],
    ['fontFamily', 'x</style><script>'],
    ['color', 're\\64'],
    ['color', 'red /* x */'],
    ['backgroundColor', 'url(https://tracker.example/p.gif)'],
    ['fontFamily', '@import "x"'],
    ['width', 'x'.repeat(201)],
  ])('drops %s: %s', (name, value) => {
    expect(builderStyle({ [name]: value })).toEqual({});
  });

  it('allows background-image only as a safe image URL', () => {
    expect(builderStyle({ backgroundImage: 'url(https://cdn.example/a.jpg)' })).toEqual({
      backgroundImage: 'url("https://cdn.example/a.jpg")',
    });
    expect(builderStyle({ backgroundImage: "url('/assets/a.svg')" })).toEqual({
      backgroundImage: 'url("/assets/a.svg")',
    });
    for (const bad of [
      'url(javascript:alert(1))',
      'url(data:image/png;base64,AAAA)',
      'url(//evil.example/a.png)',
      'url(https://a.example/a.png), url(https://b.example/b.png)',
      'linear-gradient(red, blue)',
      'url("https://a.example/x.png") ',
    ]) {
      const out = builderStyle({ backgroundImage: bad });
      if (bad.endsWith(' ')) expect(out).toEqual({ backgroundImage: 'url("https://a.example/x.png")' });
      else expect(out).toEqual({});
    }
  });

  it('drops !important but keeps the value, drops non-scalar values and infinite numbers', () => {
    expect(
      builderStyle({ color: 'red !important', margin: { a: 1 }, width: Number.POSITIVE_INFINITY }),
    ).toEqual({
      color: 'red',
    });
  });

  it.each([null, undefined, 'color:red', ['color'], 3])('reads %p as no style', (css) => {
    expect(builderStyle(css)).toEqual({});
  });
});
