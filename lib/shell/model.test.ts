import { hasContactDetails, infoLinks, type ShellLabels, shellModel } from './model';
import { TOUR_OPERATOR_FEATURE, workingConfig } from './test-fixtures';

/** Labels that name their own key, so a test can see which label was chosen. */
const labels: ShellLabels = {
  header: {
    aboutUs: 'h.about',
    contactUs: 'h.contact',
    updates: 'h.updates',
    updatesWithPrefix: 'h.visaUpdates',
  },
  footer: {
    aboutUs: 'f.about',
    contactUs: 'f.contact',
    updates: 'f.updates',
    updatesWithPrefix: 'f.visaUpdates',
    termsAndConditions: 'f.terms',
    privacyPolicy: 'f.privacy',
    copyright: 'f.copyright',
  },
  sideMenu: {
    home: 's.home',
    bookings: 's.bookings',
    termsAndConditions: 's.terms',
    privacyPolicy: 's.privacy',
    updates: 's.updates',
    updatesWithPrefix: 's.visaUpdates',
    aboutUs: 's.about',
    contactUs: 's.contact',
    whatsApp: 's.whatsapp',
    login: 's.login',
    callUs: 's.call',
    emailUs: 's.email',
    chatOnWhatsApp: 's.chat',
  },
};

const ids = (links: { id: string }[]) => links.map((l) => l.id);

describe('header links', () => {
  it('shows About us, Contact Us and Updates when each is configured, then the header links', () => {
    const model = shellModel(workingConfig('demo'), labels);
    expect(model.header.links.map((l) => [l.label, l.href])).toEqual([
      ['h.about', '/about_us'],
      ['h.contact', '/contact-us'],
      ['h.updates', '/updates'],
      ['Travel guides', 'https://guides.wanderlight.example/'],
    ]);
  });

  it('leaves out what is not configured (b2b has no updates and no header links)', () => {
    expect(ids(shellModel(workingConfig('b2b'), labels).header.links)).toEqual(['about-us', 'contact-us']);
    const bare = workingConfig('demo', {
      about_us: '  ',
      updates: null,
      customercare_set: [],
      sitelink_set: [],
    });
    expect(shellModel(bare, labels).header.links).toEqual([]);
  });

  it('counts any customer-care entry as contact details', () => {
    const only = (type: string) =>
      workingConfig('demo', { customercare_set: [{ type, value: 'x@y.example' }] });
    expect(hasContactDetails(only('customer_care_email'))).toBe(true);
    expect(hasContactDetails(only('contact_us_text'))).toBe(true);
    expect(hasContactDetails(only('customer_care_number'))).toBe(true);
    expect(hasContactDetails(workingConfig('demo', { customercare_set: [] }))).toBe(false);
  });

  it("prefixes Updates with 'Visa' for agency 473 and for a tenant with the capability", () => {
    for (const wc of [
      workingConfig('demo', { agency_id: 473 }),
      workingConfig('demo', { capabilities: ['updatesLabelPrefix'] }),
    ]) {
      const model = shellModel(wc, labels);
      expect(model.header.links.find((l) => l.id === 'updates')?.label).toBe('h.visaUpdates');
      expect(model.footer.companyLinks.find((l) => l.id === 'updates')?.label).toBe('f.visaUpdates');
      expect(model.mobile.sideMenu.find((e) => e.id === 'updates')?.label).toBe('s.visaUpdates');
    }
    expect(infoLinks(workingConfig('demo'), labels.header).find((l) => l.id === 'updates')?.label).toBe(
      'h.updates',
    );
  });

  it('points About us at the custom page for agency 72', () => {
    const model = shellModel(workingConfig('demo', { agency_id: 72 }), labels);
    expect(model.header.links.find((l) => l.id === 'about-us')?.href).toBe('/about-us');
  });

  it('drops unsafe configured links', () => {
    const wc = workingConfig('demo', {
      sitelink_set: [{ type: 'header', caption: 'Evil', redirection_url: 'javascript:alert(1)' }],
    });
    expect(shellModel(wc, labels).header.links.some((l) => l.label === 'Evil')).toBe(false);
  });
});

describe('mode menu', () => {
  it('demo: three inline, the other six (stay2 removed) under More', () => {
    const { modes } = shellModel(workingConfig('demo'), labels).header;
    expect(modes.inline.map((m) => m.label)).toEqual(['Trips', 'Hotels', 'Activities']);
    expect(modes.more.map((m) => m.label)).toEqual([
      'Flights',
      'Transfers',
      'Self drive',
      'Packages',
      'Ferries',
      'Trains',
    ]);
  });

  it('tour-operator variant: a consumer sees only the first three and no More', () => {
    const wc = workingConfig('demo', { feature_configuration: [TOUR_OPERATOR_FEATURE] });
    expect(wc.isTourOperatorVariant).toBe(true);
    const consumer = shellModel(wc, labels).header.modes;
    expect(consumer.inline).toHaveLength(3);
    expect(consumer.more).toEqual([]);
    expect(shellModel(wc, labels, 'staff').header.modes.more).toHaveLength(6);
  });
});

describe('footer', () => {
  it('demo: support phone and e-mail, social icons for the networks with a first link, copyright', () => {
    const { footer } = shellModel(workingConfig('demo'), labels);
    expect(footer.phone).toEqual({ label: '+44 20 7946 0958', href: 'tel:+442079460958' });
    expect(footer.email).toEqual({
      label: 'care@wanderlight.example',
      href: 'mailto:care@wanderlight.example',
    });
    expect(footer.social.map((s) => s.network)).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    expect(footer.copyright).toBe('f.copyright');
    expect(ids(footer.legalLinks)).toEqual(['terms', 'privacy']);
    expect(footer.configLinks.map((l) => l.label)).toEqual(['Careers', 'Travel insurance']);
  });

  it('b2b: only LinkedIn, and no copyright line (hideCopyRight)', () => {
    const { footer } = shellModel(workingConfig('b2b'), labels);
    expect(footer.social.map((s) => s.network)).toEqual(['linkedin']);
    expect(footer.copyright).toBeNull();
  });

  it('no customer support without customer-care entries', () => {
    const { footer } = shellModel(workingConfig('demo', { customercare_set: [] }), labels);
    expect(footer.phone).toBeNull();
    expect(footer.email).toBeNull();
  });
});

describe('mobile side menu', () => {
  it('demo: every entry of the spec, in order, ending with Login', () => {
    const menu = shellModel(workingConfig('demo'), labels).mobile.sideMenu;
    expect(menu.map((e) => e.label)).toEqual([
      's.home',
      's.bookings',
      's.terms',
      's.privacy',
      'Travel guides',
      'Careers',
      'Travel insurance',
      's.updates',
      's.about',
      's.contact',
      '+44 20 7946 0958',
      'care@wanderlight.example',
      's.whatsapp',
      's.login',
    ]);
    const href = (id: string) => menu.flatMap((e) => (e.id === id && 'href' in e ? [e.href] : []))[0];
    expect(href('home')).toBe('/search/trips');
    expect(href('bookings')).toBe('/bookings');
    expect(href('phone')).toBe('tel:+442079460958');
    expect(href('email')).toBe('mailto:care@wanderlight.example');
    expect(href('whatsapp')).toBe('https://wa.me/442079460958');
  });

  it('keeps Contact Us but drops Updates, About Us and the contact links when none is configured', () => {
    const wc = workingConfig('demo', {
      about_us: null,
      updates: null,
      customercare_set: [],
      sitelink_set: [],
    });
    expect(ids(shellModel(wc, labels).mobile.sideMenu)).toEqual([
      'home',
      'bookings',
      'terms',
      'privacy',
      'contact-us',
      'login',
    ]);
  });

  it('home button only on the tour-operator variants', () => {
    expect(shellModel(workingConfig('demo'), labels).mobile.homeButton).toBe(false);
    const variant = workingConfig('demo', {
      feature_configuration: [{ name: 'IS_THOMAS_COOK', is_enabled: true }],
    });
    expect(shellModel(variant, labels).mobile.homeButton).toBe(true);
  });
});
