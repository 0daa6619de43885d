import { clientIp } from './client-ip';

const req = (headers: Record<string, string>) => new Request('http://demo.localhost/x', { headers });

describe('clientIp', () => {
  it('ignores forwarded headers unless the proxy is trusted', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.9' }), { trustProxy: false })).toBeNull();
    expect(
      clientIp(req({ 'x-forwarded-for': '203.0.113.9' }), {
        trustProxy: false,
        socketAddress: '::ffff:10.0.0.2',
      }),
    ).toBe('10.0.0.2');
  });

  it('takes the right-most X-Forwarded-For entry behind a trusted proxy (earlier ones are forgeable)', () => {
    expect(clientIp(req({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }), { trustProxy: true })).toBe(
      '198.51.100.7',
    );
    expect(clientIp(req({ 'x-real-ip': '2001:db8::1' }), { trustProxy: true })).toBe('2001:db8::1');
    expect(clientIp(req({ 'x-forwarded-for': 'not-an-ip' }), { trustProxy: true })).toBeNull();
  });

  it('reads TRUST_PROXY=1 from the environment by default', () => {
    const saved = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      expect(clientIp(req({ 'x-forwarded-for': '198.51.100.8' }))).toBe('198.51.100.8');
      process.env.TRUST_PROXY = '0';
      expect(clientIp(req({ 'x-forwarded-for': '198.51.100.8' }))).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });
});
