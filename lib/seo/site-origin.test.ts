import { absoluteUrl, siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it.each([
    ['demo', {}, 'http://demo.localhost:3000'],
    ['demo', { PORT: '3104' }, 'http://demo.localhost:3104'],
    ['b2b', { PORT: 'abc' }, 'http://b2b.localhost:3000'],
    ['demo', { ROOT_DOMAIN: 'itinera.example' }, 'https://demo.itinera.example'],
    ['demo', { ROOT_DOMAIN: 'itinera.example', PORT: '3104' }, 'https://demo.itinera.example'],
    ['Demo', { ROOT_DOMAIN: ' Itinera.Example. ' }, 'https://demo.itinera.example'],
    ['demo', { ROOT_DOMAIN: 'https://itinera.example:443/' }, 'https://demo.itinera.example'],
    ['demo', { ROOT_DOMAIN: 'localhost', PORT: '4000' }, 'http://demo.localhost:4000'],
    ['demo', { ROOT_DOMAIN: '' }, 'http://demo.localhost:3000'],
    ['wanderlight.example', {}, 'https://wanderlight.example'],
    ['travel.acme.com', { ROOT_DOMAIN: 'itinera.example' }, 'https://travel.acme.com'],
    ['travel.acme.com', { PORT: '3104' }, 'https://travel.acme.com'],
    ['travel%2Eacme.com', {}, 'https://travel.acme.com'],
  ])('%s with %j → %s', (site, env, expected) => {
    expect(siteOrigin(site, env)).toBe(expected);
  });

  it.each(['', 'a b', 'evil.com/x', 'a@b', '-demo', 'demo.', '<script>'])('refuses %j', (site) => {
    expect(() => siteOrigin(site, {})).toThrow();
  });
});

describe('absoluteUrl', () => {
  const origin = 'https://demo.itinera.example';

  it('puts site paths on the origin and keeps absolute http(s) URLs', () => {
    expect(absoluteUrl('/assets/logo.svg', origin)).toBe('https://demo.itinera.example/assets/logo.svg');
    expect(absoluteUrl('assets/logo.svg', origin)).toBe('https://demo.itinera.example/assets/logo.svg');
    expect(absoluteUrl('https://cdn.example.com/a.png', origin)).toBe('https://cdn.example.com/a.png');
    expect(absoluteUrl('//cdn.example.com/a.png', origin)).toBe('https://cdn.example.com/a.png');
  });

  it('drops empty values and other schemes', () => {
    expect(absoluteUrl(null, origin)).toBeNull();
    expect(absoluteUrl('  ', origin)).toBeNull();
    expect(absoluteUrl('javascript:alert(1)', origin)).toBeNull();
    expect(absoluteUrl('data:image/png;base64,AAAA', origin)).toBeNull();
  });
});
