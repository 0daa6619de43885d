/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { fetchEcbDaily, parseEcbDaily, RatesFormatError } from './ecb';

// The ECB's eurofxref-daily.xml as published (namespaces, single-quoted attributes, tabs).
const XML = readFileSync(path.join(__dirname, 'fixtures', 'eurofxref-daily.xml'), 'utf8');
const URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

describe('parseEcbDaily', () => {
  it('reads the date and every rate as the strings the ECB printed', () => {
    const pub = parseEcbDaily(XML);
    expect(pub.date).toBe('2026-11-20');
    expect(Object.keys(pub.rates)).toHaveLength(30);
    expect(pub.rates.USD).toBe('1.1571');
    expect(pub.rates.SEK).toBe('10.9850');
    expect(pub.rates.IDR).toBe('19317.59');
    expect(pub.source).toMatch(/European Central Bank/);
  });

  it('skips an entry it cannot read and keeps the rest', () => {
    const pub = parseEcbDaily(XML.replace("rate='1.1571'", "rate='n/a'"));
    expect(pub.rates.USD).toBeUndefined();
    expect(pub.rates.JPY).toBe('180.42');
  });

  it.each([
    ['an HTML error page', '<html><body>Service unavailable</body></html>'],
    ['no date', XML.replace("time='2026-11-20'", '')],
    ['no rates', XML.replace(/<Cube currency=[^>]*\/>/g, '')],
    ['not XML at all', '{"rates": {}}'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseEcbDaily(text)).toThrow(RatesFormatError);
  });
});

describe('fetchEcbDaily (msw in place of the ECB)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('fetches and reads the daily publication', async () => {
    server.use(http.get(URL, () => new HttpResponse(XML, { headers: { 'content-type': 'text/xml' } })));
    const pub = await fetchEcbDaily();
    expect(pub.date).toBe('2026-11-20');
    expect(pub.rates.GBP).toBe('0.88035');
  });

  it('fails on an HTTP error, a network error and a garbled answer', async () => {
    server.use(http.get(URL, () => new HttpResponse('busy', { status: 503 })));
    await expect(fetchEcbDaily()).rejects.toThrow(/503/);
    server.use(http.get(URL, () => HttpResponse.error()));
    await expect(fetchEcbDaily()).rejects.toThrow();
    server.use(http.get(URL, () => new HttpResponse('<Envelope/>')));
    await expect(fetchEcbDaily()).rejects.toThrow(RatesFormatError);
  });
});
