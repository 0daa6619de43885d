import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builderPage } from '@/lib/builder/model';
import { type TSiteConfigInput, ZSiteConfig } from '@/lib/contract/site-config';
import { readSiteConfig } from '@/lib/contract/site-config-reader';
import { currencyForCountry } from '@/lib/reference';
import { localizeWorkingConfig } from './localize';
import { toPublicSiteConfig } from './public-config';
import { toWorkingConfig, type WorkingConfig } from './working-config';

const wcOf = (cfg: TSiteConfigInput): WorkingConfig =>
  toWorkingConfig(ZSiteConfig.parse(cfg), { currencyForCountry });

const BASE: TSiteConfigInput = {
  agency_details: { name: 'Polyglot Journeys' },
  subdomain: 'polyglot',
  agency_id: 9,
  tagline: 'Every journey, in your language.',
  about_us: '<p>Who we are</p>',
  meta_description: 'Trips in three languages',
  updates: '<p>News</p>',
  disclaimer_text: 'Fares are indicative.',
  legal: { terms_html: '<p>Terms</p>', privacy_html: '<p>Privacy</p>', cancellation_html: null },
  locales: ['en-GB', 'fr-FR', 'ar-AE', 'de-DE'],
  default_locale: 'en-GB',
};

describe('localizeWorkingConfig', () => {
  it("gives each of the agency's texts in the locale, field by field, the base where none is given", () => {
    const wc = wcOf({
      ...BASE,
      translations: {
        'fr-FR': {
          tagline: 'Chaque voyage, dans votre langue.',
          legal: { terms_html: '<p>Conditions</p>' },
          disclaimer_text: 'Tarifs indicatifs.',
          meta_description: 'Des voyages en trois langues',
          updates: '<p>Nouvelles</p>',
          about_us: '<p>Qui sommes-nous</p>',
        },
        'ar-AE': { tagline: 'كل رحلة بلغتك.' },
      },
    });
    const fr = localizeWorkingConfig(wc, 'fr-FR');
    expect(fr).toEqual({
      ...wc,
      tagline: 'Chaque voyage, dans votre langue.',
      about_us: '<p>Qui sommes-nous</p>',
      legal: { terms: '<p>Conditions</p>', privacy: '<p>Privacy</p>', cancellation: null },
      disclaimerText: 'Tarifs indicatifs.',
      meta_description: 'Des voyages en trois langues',
      updates: '<p>Nouvelles</p>',
    });
    const ar = localizeWorkingConfig(wc, 'ar-AE');
    expect(ar.tagline).toBe('كل رحلة بلغتك.');
    expect(ar.about_us).toBe('<p>Who we are</p>');
    expect(ar.legal).toEqual(wc.legal);
  });

  it('returns the configuration itself for the default locale and for a locale with no texts', () => {
    const wc = wcOf({ ...BASE, translations: { 'fr-FR': { tagline: 'Bonjour' } } });
    expect(localizeWorkingConfig(wc, 'en-GB')).toBe(wc);
    expect(localizeWorkingConfig(wc, 'de-DE')).toBe(wc);
  });

  it("falls back to the default locale's own entry before the base fields", () => {
    const wc = wcOf({
      ...BASE,
      locales: ['fr-FR', 'en-GB', 'de-DE'],
      default_locale: 'fr-FR',
      tagline: 'Base tagline',
      translations: {
        'fr-FR': { tagline: 'Slogan', updates: '<p>Nouvelles</p>' },
        'de-DE': { updates: '<p>Neuigkeiten</p>' },
      },
    });
    expect(localizeWorkingConfig(wc, 'de-DE')).toMatchObject({
      tagline: 'Slogan',
      updates: '<p>Neuigkeiten</p>',
    });
    expect(localizeWorkingConfig(wc, 'en-GB')).toMatchObject({
      tagline: 'Slogan',
      updates: '<p>Nouvelles</p>',
    });
    expect(localizeWorkingConfig(wc, 'fr-FR').tagline).toBe('Slogan');
  });

  it('ignores locales the platform does not ship or the site does not offer, and blank texts', () => {
    const wc = wcOf({
      ...BASE,
      locales: ['en-GB', 'fr-FR'],
      translations: {
        'it-IT': { tagline: 'Ogni viaggio' },
        'tlh-KX': { tagline: 'Qapla' },
        'fr-fr': { tagline: '   ', about_us: ' <p>Qui</p> ' },
      },
    });
    expect(wc.translations).toEqual({ 'fr-FR': { about_us: '<p>Qui</p>' } });
    expect(localizeWorkingConfig(wc, 'it-IT')).toBe(wc);
    expect(localizeWorkingConfig(wc, 'fr-FR')).toMatchObject({
      tagline: BASE.tagline,
      about_us: '<p>Qui</p>',
    });
  });
});

describe('localizeWorkingConfig: builder texts', () => {
  const uibuilder = {
    status: true,
    uiElementList: [
      { section: 'header', type: 'link', content: { linkContent: 'Login' } },
      { section: 'footer', type: 'text', content: { textContent: 'Made in London' } },
      {
        section: 'header',
        type: 'group',
        content: {
          innerElements: [
            { type: 'text', content: { textContent: 'Call us' } },
            { type: 'link', content: { linkContent: 'Guides', linkHref: 'https://example.org/g' } },
          ],
        },
      },
      { section: 'searchPage', type: 'button', content: { roleType: 'beginTrip', linkContent: 'Begin' } },
    ],
  };

  const texts = (wc: WorkingConfig) => {
    const page = builderPage(wc);
    const label = (n: unknown): unknown => {
      const node = n as { kind: string; paragraph?: string; label?: string; children?: unknown[] };
      return node.children ? node.children.map(label) : (node.paragraph ?? node.label ?? node.kind);
    };
    return (
      page && {
        header: page.header.map(label),
        search: page.search.map(label),
        footer: page.footer.map(label),
      }
    );
  };

  it("replaces an element's words by its builder id or its place in the list, inner elements too", () => {
    const wc = wcOf({
      ...BASE,
      uibuilder,
      translations: {
        'fr-FR': {
          builder: {
            'footer-0': { textContent: 'Fait à Londres' },
            'header-1-0': { textContent: 'Appelez-nous' },
            '2-1': { linkContent: 'Guides de voyage' },
            'search-0': { linkContent: 'Commencer' },
          },
        },
        'ar-AE': { builder: { '1': { textContent: 'صنع في لندن' }, 'header-0': { linkContent: 'دخول' } } },
      },
    });
    expect(texts(wc)).toEqual({
      header: ['login', ['Call us', 'Guides']],
      search: ['Begin'],
      footer: ['Made in London'],
    });
    expect(texts(localizeWorkingConfig(wc, 'fr-FR'))).toEqual({
      header: ['login', ['Appelez-nous', 'Guides de voyage']],
      search: ['Commencer'],
      footer: ['Fait à Londres'],
    });
    // The sign-in link keeps its marker: its label is the product's own, already in the visitor's language.
    expect(texts(localizeWorkingConfig(wc, 'ar-AE'))).toEqual({
      header: ['login', ['Call us', 'Guides']],
      search: ['Begin'],
      footer: ['صنع في لندن'],
    });
    // Nothing else of an element changes.
    expect(localizeWorkingConfig(wc, 'fr-FR').uiBuilder[2]?.content.innerElements).toEqual([
      { type: 'text', content: { textContent: 'Appelez-nous' } },
      { type: 'link', content: { linkContent: 'Guides de voyage', linkHref: 'https://example.org/g' } },
    ]);
  });

  it('prefers the builder id to the list place, and the locale to the default locale', () => {
    const wc = wcOf({
      ...BASE,
      locales: ['de-DE', 'fr-FR'],
      default_locale: 'de-DE',
      uibuilder,
      translations: {
        'fr-FR': { builder: { '1': { textContent: 'par place' }, 'footer-0': { textContent: 'par id' } } },
        'de-DE': {
          builder: { 'search-0': { linkContent: 'Los' }, 'footer-0': { textContent: 'Aus London' } },
        },
      },
    });
    expect(texts(localizeWorkingConfig(wc, 'fr-FR'))).toMatchObject({ search: ['Los'], footer: ['par id'] });
  });

  it('leaves a builder element name it cannot read out', () => {
    const wc = wcOf({
      ...BASE,
      uibuilder,
      translations: {
        'fr-FR': { builder: { sidebar: { textContent: 'x' }, ' Footer-0 ': { textContent: 'ok' } } },
      },
    });
    expect(wc.translations['fr-FR']?.builder).toEqual({ 'footer-0': { textContent: 'ok' } });
  });
});

describe('the example tenant examples/tenants/languages.json', () => {
  const file = JSON.parse(readFileSync(path.join(process.cwd(), 'examples/tenants/languages.json'), 'utf8'));
  // As the storefront gets it: read field by field, projected to its public part.
  const reading = readSiteConfig(file.config, 'polyglot');
  const wc = toWorkingConfig(ZSiteConfig.parse(toPublicSiteConfig(reading?.config)), { currencyForCountry });

  it('reads without a field falling back and offers English, French and Arabic', () => {
    expect(reading?.unreadable).toEqual([]);
    expect(wc.locales).toEqual(['en-GB', 'fr-FR', 'ar-AE']);
    expect(wc.defaultLocale).toBe('en-GB');
  });

  it('has its tagline, about us and terms in French and in Arabic', () => {
    const fr = localizeWorkingConfig(wc, 'fr-FR');
    const ar = localizeWorkingConfig(wc, 'ar-AE');
    expect(fr.tagline).toBe('Chaque voyage, dans votre langue.');
    expect(fr.about_us).toMatch(/Qui sommes-nous/);
    expect(fr.legal.terms).toMatch(/Nos conditions de réservation/);
    expect(ar.tagline).toBe('كل رحلة بلغتك.');
    expect(ar.about_us).toMatch(/من نحن/);
    expect(ar.legal.terms).toMatch(/شروط الحجز/);
    for (const other of [fr, ar]) {
      expect(other.legal.privacy).toBe(wc.legal.privacy);
      expect(other.agency_name).toBe('Polyglot Journeys');
    }
  });
});

describe('localizeWorkingConfig: mode names and link captions', () => {
  const MODES: TSiteConfigInput = {
    ...BASE,
    allowed_modes: [
      { order: 1, display_name: 'Hotels', enabled: true, type: 'stay1' },
      { order: 2, display_name: 'Activities', enabled: true, type: 'activity' },
    ],
    sitelink_set: [
      { type: 'header', caption: ' Travel guides ', redirection_url: '/guides' },
      { type: 'footer', caption: 'Careers', redirection_url: '/careers' },
      { type: 'footer', caption: 'constructor', redirection_url: '/c' },
      { type: 'facebook', caption: 'Facebook', redirection_url: 'https://facebook.com/x' },
    ],
  };

  it('names each mode by its type and each link by its default-language caption, the rest as given', () => {
    const wc = wcOf({
      ...MODES,
      translations: {
        'fr-FR': {
          modes: { stay1: ' Hôtels ', activity: '  ', drive: 'Location de voiture' },
          links: { 'Travel guides': 'Guides de voyage', Careers: 'Carrières', Unknown: 'Inconnu' },
        },
      },
    });
    expect(wc.translations['fr-FR']).toEqual({
      modes: { stay1: 'Hôtels', drive: 'Location de voiture' },
      links: { 'Travel guides': 'Guides de voyage', Careers: 'Carrières', Unknown: 'Inconnu' },
    });
    const fr = localizeWorkingConfig(wc, 'fr-FR');
    expect(fr.modesEnabled.map((m) => [m.type, m.display_name])).toEqual([
      ['stay1', 'Hôtels'],
      ['activity', 'Activities'],
    ]);
    expect(fr.links.header).toEqual([{ caption: 'Guides de voyage', redirection_url: '/guides' }]);
    // A caption that names something of Object.prototype is not read from it.
    expect(fr.links.footer.map((l) => l.caption)).toEqual(['Carrières', 'constructor']);
    expect(fr.links.facebook).toEqual(wc.links.facebook);
    expect(localizeWorkingConfig(wc, 'de-DE')).toBe(wc);
  });

  it("falls back to the default locale's names before the base ones", () => {
    const wc = wcOf({
      ...MODES,
      translations: {
        'en-GB': { modes: { activity: 'Things to do' }, links: { Careers: 'Jobs' } },
        'de-DE': { modes: { stay1: 'Hotels und mehr' } },
      },
    });
    const de = localizeWorkingConfig(wc, 'de-DE');
    expect(de.modesEnabled.map((m) => m.display_name)).toEqual(['Hotels und mehr', 'Things to do']);
    expect(de.links.footer.map((l) => l.caption)).toEqual(['Jobs', 'constructor']);
  });
});

describe('localizeWorkingConfig: browser tab title, top destinations and testimonials', () => {
  const HOME: TSiteConfigInput = {
    ...BASE,
    browser_tab_header: 'Polyglot | Trips',
    topdestinations_set: [
      { name: 'Rome ', description: 'Ruins', search_text: 'Rome', image_url: '/rome.svg' },
      { name: 'Kyoto', description: 'Temples', search_text: 'Kyoto', image_url: null },
    ],
    testimonials_set: [
      { name: 'Ada Lee', text: 'Lovely trip.', designation: 'Rome, May', rating: 5 },
      { name: 'toString', text: 'Fine.', designation: null },
    ],
  };

  it('gives each in the locale by its default-language name; search, images and names stay', () => {
    const wc = wcOf({
      ...HOME,
      translations: {
        'fr-FR': {
          browser_tab_header: ' Polyglot | Voyages ',
          top_destinations: {
            Rome: { name: 'Rome', description: 'Ruines' },
            Kyoto: { name: ' ', description: '' },
          },
          testimonials: { 'Ada Lee': { text: 'Un beau voyage.', designation: null }, Nobody: { text: 'x' } },
        },
      },
    });
    expect(wc.translations['fr-FR']).toMatchObject({
      browserTabHeader: 'Polyglot | Voyages',
      topDestinations: { Rome: { name: 'Rome', description: 'Ruines' } },
      testimonials: { 'Ada Lee': { text: 'Un beau voyage.' }, Nobody: { text: 'x' } },
    });
    const fr = localizeWorkingConfig(wc, 'fr-FR');
    expect(fr.browserTabHeader).toBe('Polyglot | Voyages');
    expect(fr.topDestinations).toEqual([
      { ...wc.topDestinations[0], name: 'Rome', description: 'Ruines' },
      wc.topDestinations[1],
    ]);
    expect(fr.testimonials).toEqual([
      { ...wc.testimonials[0], text: 'Un beau voyage.' },
      // A traveller named like something of Object.prototype reads nothing from it.
      wc.testimonials[1],
    ]);
  });
});

describe('the demo site in its languages (lib/backend/seed/tenants/demo.json)', () => {
  const demo = JSON.parse(
    readFileSync(path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json'), 'utf8'),
  ) as { config: TSiteConfigInput };
  const wc = wcOf(demo.config);
  const translated = ['fr-FR', 'de-DE', 'es-ES', 'it-IT', 'hi-IN', 'ar-AE'] as const;

  it.each(translated)(
    '%s: its own tagline, about us, updates, every mode and every header and footer link',
    (locale) => {
      const local = localizeWorkingConfig(wc, locale);
      for (const field of ['tagline', 'about_us', 'updates', 'meta_description'] as const)
        expect(local[field]).not.toBe(wc[field]);
      // About us keeps its structure: the same elements in the same order.
      const tags = (html: string | null) => html?.match(/<\/?[a-z0-9]+>/g);
      expect(tags(local.about_us)).toEqual(tags(wc.about_us));
      expect(tags(local.updates)).toEqual(tags(wc.updates));
      // Every name comes from the language's own entry (a missing one would read undefined here).
      expect(local.modesEnabled.map((m) => m.display_name)).toEqual(
        wc.modesEnabled.map((m) => wc.translations[locale]?.modes?.[m.type]),
      );
      for (const type of ['header', 'footer'] as const)
        expect(local.links[type].map((l) => l.caption)).toEqual(
          wc.links[type].map((l) => wc.translations[locale]?.links?.[l.caption]),
        );
      // The home page's tab title, destinations and testimonials, every one from the language's entry.
      const own = wc.translations[locale];
      expect(local.browserTabHeader).toBe(own?.browserTabHeader);
      expect(local.topDestinations.map((d) => d.description)).toEqual(
        wc.topDestinations.map((d) => own?.topDestinations?.[d.name]?.description),
      );
      expect(local.testimonials.map((r) => [r.text, r.designation])).toEqual(
        wc.testimonials.map((r) => [
          own?.testimonials?.[r.name]?.text,
          own?.testimonials?.[r.name]?.designation,
        ]),
      );
    },
  );

  it('en-US: US spelling where it differs, the rest as en-GB', () => {
    const us = localizeWorkingConfig(wc, 'en-US');
    expect(us.about_us).toContain('British travelers');
    expect(us.tagline).toBe(wc.tagline);
  });
});
