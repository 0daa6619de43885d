import { isTenantKey, parseHost } from './host';

describe('parseHost', () => {
  const cases: [string | null, string | undefined, ReturnType<typeof parseHost>][] = [
    ['demo.localhost:3000', undefined, { kind: 'tenant', site: 'demo' }],
    ['DEMO.LocalHost:3000', undefined, { kind: 'tenant', site: 'demo' }],
    ['b2b.localhost', undefined, { kind: 'tenant', site: 'b2b' }],
    ['www.demo.localhost:3000', undefined, { kind: 'tenant', site: 'demo' }],
    ['localhost:3000', undefined, { kind: 'root' }],
    ['localhost', undefined, { kind: 'root' }],
    ['127.0.0.1:3000', undefined, { kind: 'root' }],
    ['[::1]:3000', undefined, { kind: 'root' }],
    ['acme.itinera.travel', 'itinera.travel', { kind: 'tenant', site: 'acme' }],
    ['acme.itinera.travel.', 'itinera.travel', { kind: 'tenant', site: 'acme' }],
    ['itinera.travel', 'itinera.travel', { kind: 'root' }],
    ['www.itinera.travel', 'itinera.travel', { kind: 'root' }],
    ['api.itinera.travel', 'itinera.travel', { kind: 'root' }],
    ['admin.localhost:3000', undefined, { kind: 'root' }],
    ['a.b.itinera.travel', 'itinera.travel', { kind: 'root' }],
    ['-bad.itinera.travel', 'itinera.travel', { kind: 'root' }],
    ['www.acme-travel.com', 'itinera.travel', { kind: 'domain', site: 'acme-travel.com' }],
    [
      'holidays.acme-travel.co.uk:443',
      'itinera.travel',
      { kind: 'domain', site: 'holidays.acme-travel.co.uk' },
    ],
    ['acme.itinera.travel', undefined, { kind: 'domain', site: 'acme.itinera.travel' }],
    [null, undefined, { kind: 'root' }],
    ['', undefined, { kind: 'root' }],
    ['intranet', undefined, { kind: 'root' }],
  ];
  it.each(cases)('%s (root %s)', (host, root, expected) => {
    expect(parseHost(host, root)).toEqual(expected);
  });
});

describe('isTenantKey', () => {
  it.each([
    ['demo', true],
    ['b2b', true],
    ['my-agency-2', true],
    ['www', false],
    ['api', false],
    ['has.dot', false],
    ['-lead', false],
    ['trail-', false],
    ['UPPER', false],
    ['search', false],
    ['list', false],
    ['make-payment', false],
  ])('%s → %s', (key, ok) => expect(isTenantKey(key)).toBe(ok));
});
