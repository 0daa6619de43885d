import { parseWidgetSession, widgetGuardActive, widgetRouteAllowed, widgetTabLink } from './widget-mode';

describe('widgetRouteAllowed (spec §2 access column, §6)', () => {
  it.each([
    // search module
    ['/search/trips', true],
    ['/search/trips/', true],
    ['/search/trips/widgetsSearch/w1/a1', true],
    ['/holidays', true],
    ['/userloginsso', true],
    // what a search leads to
    ['/list/42', true],
    ['/details-list/42/0', true],
    // info pages: not available in widget mode
    ['/contact-us', false],
    ['/about_us', false],
    ['/about-us', false],
    ['/updates', false],
    ['/privacy_policy', false],
    ['/terms_conditions', false],
    ['/terms', false],
    // payment: blocked in widget mode
    ['/make-payment/1/2/3/4/5/6/7/8/9/GBP/t/60/n/p/en/web', false],
    ['/payit', false],
    ['/pay-success', false],
    ['/pay-failure', false],
    // everything else: disabled too
    ['/bookings', false],
    ['/detail/42', false],
    ['/static_package/list', false],
    ['/featured-packages', false],
    ['/set-password', false],
    ['/404', false],
    ['/', false],
    ['/searching', false],
  ])('%s → %s', (path, allowed) => {
    expect(widgetRouteAllowed(path)).toBe(allowed);
  });
});

describe('parseWidgetSession', () => {
  it.each([
    ['{"widgetId":"w1","appId":"a1"}', { widgetId: 'w1', appId: 'a1' }],
    ['{"widgetId":"w1"}', null],
    ['{"widgetId":"","appId":"a1"}', null],
    ['{"widgetId":1,"appId":"a1"}', null],
    ['not json', null],
    ['null', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseWidgetSession(raw)).toEqual(expected);
  });
});

describe('widgetGuardActive', () => {
  const session = { widgetId: 'w1', appId: 'a1' };
  it.each([
    [true, session, true],
    [false, session, false],
    [true, null, false],
    [false, null, false],
  ])('framed=%s session=%j → %s', (framed, s, expected) => {
    expect(widgetGuardActive(framed, s)).toBe(expected);
  });
});

describe('widgetTabLink', () => {
  it('keeps a searchable mode in the widget page with its hash', () => {
    expect(widgetTabLink('travel_and_stay', '/search/trips#travel_and_stay', true)).toEqual({
      href: '#travel_and_stay',
    });
  });
  it('opens any other mode in a new tab', () => {
    expect(widgetTabLink('packages', '/search/trips#packages', false)).toEqual({
      href: '/search/trips#packages',
      target: '_blank',
      rel: 'noopener',
    });
  });
});
