import { metricsOpenTo } from './metrics-access';

const base = { peerAddress: '127.0.0.1', trustProxy: undefined, authorization: null, token: undefined };

describe('who may read /metrics', () => {
  it('the machine itself, unless a proxy in front makes every connection look local', () => {
    expect(metricsOpenTo(base)).toBe(true);
    expect(metricsOpenTo({ ...base, peerAddress: '::ffff:127.0.0.1' })).toBe(true);
    expect(metricsOpenTo({ ...base, peerAddress: '203.0.113.9' })).toBe(false);
    expect(metricsOpenTo({ ...base, peerAddress: null })).toBe(false);
    expect(metricsOpenTo({ ...base, trustProxy: '1' })).toBe(false);
  });

  it('a scraper presenting METRICS_TOKEN, from anywhere', () => {
    const remote = { ...base, peerAddress: '203.0.113.9', token: 'scrape-secret-1' };
    expect(metricsOpenTo({ ...remote, authorization: 'Bearer scrape-secret-1' })).toBe(true);
    expect(metricsOpenTo({ ...remote, authorization: 'Bearer scrape-secret-2' })).toBe(false);
    expect(metricsOpenTo({ ...remote, authorization: 'scrape-secret-1' })).toBe(false);
    expect(metricsOpenTo({ ...remote, trustProxy: '1', authorization: 'Bearer scrape-secret-1' })).toBe(true);
  });
});
