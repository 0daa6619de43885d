import {
  footerVariant,
  PATH_RULES,
  showBackButton,
  showCountryCurrency,
  showMobileFooter,
  showModeMenu,
  visitorPath,
} from './path-rules';

describe('visitorPath', () => {
  it.each([
    ['/search/trips', 'demo', '/search/trips'],
    ['/demo/search/trips', 'demo', '/search/trips'],
    ['/demo/fr-FR/search/trips', 'demo', '/search/trips'],
    ['/fr/bookings', undefined, '/bookings'],
    ['/ar', undefined, '/'],
    ['/DEMO/list/7', 'demo', '/list/7'],
    ['/demo', 'demo', '/'],
    ['/demonstration/list', 'demo', '/demonstration/list'],
    ['/search/trips/', undefined, '/search/trips'],
    ['/search/trips?login=1', undefined, '/search/trips'],
    ['/search/trips#travel_and_stay', undefined, '/search/trips'],
    ['', undefined, '/'],
    [null, 'demo', '/'],
    ['/', 'demo', '/'],
  ])('%p for tenant %p is %p', (input, tenant, expected) => {
    expect(visitorPath(input, tenant)).toBe(expected);
  });
});

describe('path rules', () => {
  // path, modeMenu, countryCurrency, backButton, mobileFooter, footer variant
  const table: [string, boolean, boolean, boolean, boolean, string][] = [
    ['/search/trips', false, true, false, true, 'main'],
    ['/search/trips/widgetsSearch/1/2', false, false, true, false, 'main'],
    ['/list/abc', true, false, true, false, 'plain'],
    ['/details-list/abc/2', true, false, true, false, 'plain'],
    ['/detail/abc', true, false, true, false, 'plain'],
    ['/listings', false, false, true, false, 'plain'],
    ['/static_package/list', false, false, true, false, 'plain'],
    ['/bookings', false, false, true, false, 'main'],
    ['/bookingDetails/9', false, false, true, false, 'plain'],
    ['/about_us', false, false, true, false, 'main'],
    ['/about-us', false, false, true, false, 'plain'],
    ['/contact-us', false, false, true, false, 'plain'],
    ['/make-payment/1/2/3', false, false, true, false, 'hidden'],
    ['/make-payment', false, false, true, false, 'hidden'],
    ['/pay-success', false, false, true, false, 'plain'],
  ];
  it.each(table)('%s', (path, modeMenu, chip, back, mobileFooter, footer) => {
    expect(showModeMenu(path)).toBe(modeMenu);
    expect(showCountryCurrency(path)).toBe(chip);
    expect(showBackButton(path)).toBe(back);
    expect(showMobileFooter(path)).toBe(mobileFooter);
    expect(footerVariant(path)).toBe(footer);
    expect(PATH_RULES.footer(path)).toBe(footer !== 'hidden');
  });
});

describe('standard shell beside a builder page', () => {
  it.each([
    ['/search/trips', false],
    ['/holidays', false],
    ['/userloginsso', false],
    ['/search/trips/widgetsSearch/1/2', true],
    ['/about_us', true],
    ['/bookings', true],
    ['/list/7', true],
  ])('%s → %s', (path, shown) => {
    expect(PATH_RULES.standardShellBesideBuilder(path)).toBe(shown);
  });
});
