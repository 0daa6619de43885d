/** @jest-environment jsdom */
import { allConsent } from './consent';
import { applyConsent, consentWithdrawn, prepareSiteScripts } from './loader';

const scripts = [
  { provider: 'tawk', id: 'abc/def' },
  { provider: 'googleTag', id: 'G-TEST1234' },
  { provider: 'metaPixel', id: '123456789' },
] as const;

const added = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const w = window as unknown as Record<string, unknown>;

beforeEach(() => {
  document.head.innerHTML = '';
  for (const k of ['gtag', 'dataLayer', 'fbq', '_fbq', 'Tawk_API']) delete w[k];
});

it('before any answer, Google consent mode defaults are all denied and nothing loads', () => {
  prepareSiteScripts(window, [...scripts]);
  expect(added()).toEqual([]);
  const first = [...((w.dataLayer as IArguments[])[0] ?? [])];
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  expect(first[2]).toMatchObject({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
});

it('loads only what the visitor accepted, once, and signals the answer to Google', () => {
  const loaded = new Set<string>();
  prepareSiteScripts(window, [...scripts]);
  expect(
    applyConsent(window, [...scripts], { chat: true, analytics: true, advertising: false }, loaded),
  ).toEqual(['tawk', 'googleTag']);
  expect(added()).toEqual([
    'https://embed.tawk.to/abc/def',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
  ]);
  const update = (w.dataLayer as IArguments[]).map((a) => [...a]).find((a) => a[1] === 'update');
  expect(update?.[2]).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  });
  // Accepting everything later adds the pixel alone.
  expect(applyConsent(window, [...scripts], allConsent(true), loaded)).toEqual(['metaPixel']);
  expect(added()).toHaveLength(3);
  expect(consentWithdrawn([...scripts], allConsent(true), loaded)).toBe(false);
  expect(consentWithdrawn([...scripts], { chat: true, analytics: true, advertising: false }, loaded)).toBe(
    true,
  );
});

it('a refusal loads nothing', () => {
  const loaded = new Set<string>();
  expect(applyConsent(window, [...scripts], allConsent(false), loaded)).toEqual([]);
  expect(added()).toEqual([]);
});
