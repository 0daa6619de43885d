import { LOCALE_HEADER } from '@/i18n/routing';
import { requestLocale } from './request-locale';

const h = (v?: string) => new Headers(v === undefined ? {} : { [LOCALE_HEADER]: v });
const site = { locales: ['en-GB', 'fr-FR', 'ar-AE'], default_locale: 'en-GB' };

describe('requestLocale', () => {
  it('takes the page locale when the site offers it', () => {
    expect(requestLocale(h('fr-FR'), site)).toBe('fr-FR');
    expect(requestLocale(h('ar-AE'), site)).toBe('ar-AE');
  });
  it("falls back to the site's default for a missing, unknown or unoffered locale", () => {
    expect(requestLocale(h(), site)).toBe('en-GB');
    expect(requestLocale(h('xx-YY'), site)).toBe('en-GB');
    expect(requestLocale(h('hi-IN'), site)).toBe('en-GB');
    expect(requestLocale(h('fr-FR'), { locales: ['de-DE'], default_locale: 'de-DE' })).toBe('de-DE');
  });
});
