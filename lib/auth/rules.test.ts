import {
  afterGuardLogin,
  agentQueryScope,
  displayName,
  isGuardedPath,
  loginMethod,
  managesBookings,
  managesNotifications,
  managesQuotations,
  runsConsole,
  searchesUsers,
  showsMyBookings,
  showsSpecialFarePrompt,
  showsWallet,
  startsReleaseNotes,
} from './rules';

describe('loginMethod (§4 login button choice)', () => {
  it.each([
    [{ otp: true, oauth: true, enterprise: true }, 'otp'],
    [{ otp: false, oauth: true, enterprise: false }, 'redirect'],
    [{ otp: false, oauth: false, enterprise: true }, 'redirect'],
    [{ otp: false, oauth: false, enterprise: false }, 'password'],
  ] as const)('%o → %s', (facts, method) => expect(loginMethod(facts)).toBe(method));
});

describe('showsMyBookings', () => {
  it('shows for a Consumer and for an Agency Employee with view all bookings only', () => {
    expect(showsMyBookings({ role: 'Consumer' })).toBe(true);
    expect(showsMyBookings({ role: 'Agency Employee', permission: ['view all bookings'] })).toBe(true);
    expect(showsMyBookings({ role: 'Agency Employee', permission: ['edit'] })).toBe(false);
    expect(showsMyBookings({ role: 'Agency', permission: ['view all bookings'] })).toBe(false);
    expect(showsMyBookings({ role: 'SuperAdmin' })).toBe(false);
  });
});

describe('managesBookings', () => {
  it('lets the agency roles in, and an Agency Employee only with view all bookings', () => {
    for (const role of ['Agency', 'Agency Admin', 'SuperAdmin']) expect(managesBookings({ role })).toBe(true);
    expect(managesBookings({ role: 'Agency Employee', permission: ['view all bookings'] })).toBe(true);
    expect(managesBookings({ role: 'Agency Employee', permission: ['view all quotations'] })).toBe(false);
    expect(managesBookings({ role: 'Agency Employee' })).toBe(false);
    expect(managesBookings({ role: 'Consumer', permission: ['view all bookings'] })).toBe(false);
  });
});

describe('managesQuotations', () => {
  it('lets the agency roles in, and an Agency Employee only with view all quotations', () => {
    for (const role of ['Agency', 'Agency Admin', 'SuperAdmin'])
      expect(managesQuotations({ role })).toBe(true);
    expect(managesQuotations({ role: 'Agency Employee', permission: ['view all quotations'] })).toBe(true);
    expect(managesQuotations({ role: 'Agency Employee', permission: ['view all bookings'] })).toBe(false);
    expect(managesQuotations({ role: 'Agency Employee' })).toBe(false);
    expect(managesQuotations({ role: 'Consumer', permission: ['view all quotations'] })).toBe(false);
    expect(managesQuotations({ role: 'Consumer', guest: true })).toBe(false);
  });
});

describe('searchesUsers', () => {
  it('lets the agency roles in, and an Agency Employee with view all bookings or view all quotations', () => {
    for (const role of ['Agency', 'Agency Admin', 'SuperAdmin']) expect(searchesUsers({ role })).toBe(true);
    expect(searchesUsers({ role: 'Agency Employee', permission: ['view all bookings'] })).toBe(true);
    expect(searchesUsers({ role: 'Agency Employee', permission: ['view all quotations'] })).toBe(true);
    expect(searchesUsers({ role: 'Agency Employee', permission: ['manage campaigns'] })).toBe(false);
    expect(searchesUsers({ role: 'Agency Employee' })).toBe(false);
    expect(searchesUsers({ role: 'Consumer', permission: ['view all bookings'] })).toBe(false);
  });
});

describe('agentQueryScope', () => {
  it('gives all queries to staff who manage quotations, own to an employee with view all bookings, else none', () => {
    for (const role of ['Agency', 'Agency Admin', 'SuperAdmin'])
      expect(agentQueryScope({ role })).toBe('all');
    expect(agentQueryScope({ role: 'Agency Employee', permission: ['view all quotations'] })).toBe('all');
    expect(agentQueryScope({ role: 'Agency Employee', permission: ['view all bookings'] })).toBe('own');
    expect(agentQueryScope({ role: 'Agency Employee', permission: ['manage campaigns'] })).toBeNull();
    expect(agentQueryScope({ role: 'Agency Employee' })).toBeNull();
    expect(agentQueryScope({ role: 'Consumer', permission: ['view all quotations'] })).toBeNull();
  });
});

describe('managesNotifications (§2 notifications-engine)', () => {
  it('needs the feature, then an Agency Admin or an Agency Employee with manage campaigns', () => {
    expect(managesNotifications({ role: 'Agency Admin' }, true)).toBe(true);
    expect(managesNotifications({ role: 'Agency Employee', permission: ['manage campaigns'] }, true)).toBe(
      true,
    );
    expect(managesNotifications({ role: 'Agency Admin' }, false)).toBe(false);
    expect(managesNotifications({ role: 'Agency Employee', permission: ['manage campaigns'] }, false)).toBe(
      false,
    );
    expect(managesNotifications({ role: 'Agency Employee', permission: ['view all bookings'] }, true)).toBe(
      false,
    );
    expect(managesNotifications({ role: 'Consumer', permission: ['manage campaigns'] }, true)).toBe(false);
    // The spec names Agency Employee or Agency Admin only: not the Agency role nor SuperAdmin.
    expect(managesNotifications({ role: 'Agency' }, true)).toBe(false);
    expect(managesNotifications({ role: 'SuperAdmin' }, true)).toBe(false);
  });
});

describe('showsWallet', () => {
  it('needs both a credit limit and the wallet feature', () => {
    expect(showsWallet({ amount: 120 }, true)).toBe(true);
    expect(showsWallet({ amount: 0 }, true)).toBe(true);
    expect(showsWallet({ amount: 120 }, false)).toBe(false);
    expect(showsWallet({ amount: null }, true)).toBe(false);
    expect(showsWallet(null, true)).toBe(false);
  });
});

describe('startsReleaseNotes', () => {
  it('starts for Agency, Agency Employee and SuperAdmin when a widget id is configured', () => {
    for (const role of ['Agency', 'Agency Employee', 'SuperAdmin'])
      expect(startsReleaseNotes(role, 'abc')).toBe(true);
    expect(startsReleaseNotes('Consumer', 'abc')).toBe(false);
    expect(startsReleaseNotes('Agency Admin', 'abc')).toBe(false);
    expect(startsReleaseNotes('Agency', null)).toBe(false);
    expect(startsReleaseNotes(null, 'abc')).toBe(false);
  });
});

describe('showsSpecialFarePrompt', () => {
  const base = {
    path: '/search/trips',
    loggedIn: false,
    loginAlertOpened: false,
    excluded: false,
    reminded: false,
  };
  it('shows only when every condition holds', () => {
    expect(showsSpecialFarePrompt(base)).toBe(true);
    expect(showsSpecialFarePrompt({ ...base, path: '/holidays' })).toBe(false);
    expect(showsSpecialFarePrompt({ ...base, loggedIn: true })).toBe(false);
    expect(showsSpecialFarePrompt({ ...base, loginAlertOpened: true })).toBe(false);
    expect(showsSpecialFarePrompt({ ...base, excluded: true })).toBe(false);
    expect(showsSpecialFarePrompt({ ...base, reminded: true })).toBe(false);
  });
});

describe('guarded routes', () => {
  it('guards the search pages and package detail, not info pages', () => {
    for (const p of ['/search/trips', '/holidays', '/userloginsso', '/detail/42'])
      expect(isGuardedPath(p)).toBe(true);
    for (const p of ['/about_us', '/contact-us', '/set-password', '/verify', '/list/42'])
      expect(isGuardedPath(p)).toBe(false);
  });
  it('returns to /search/trips keeping the fragment', () => {
    expect(afterGuardLogin('#travel_and_stay')).toBe('/search/trips#travel_and_stay');
    expect(afterGuardLogin('')).toBe('/search/trips');
  });
});

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ email: 'ann@x.io', details: { first_name: 'Ann' } })).toBe('Ann');
    expect(displayName({ email: 'ann@x.io', details: { first_name: ' ' } })).toBe('ann');
  });
});

describe('runsConsole (issue 32)', () => {
  it('opens to the agency admin and a SuperAdmin only, whatever permissions others hold', () => {
    expect(runsConsole({ role: 'Agency Admin' })).toBe(true);
    expect(runsConsole({ role: 'SuperAdmin' })).toBe(true);
    expect(
      runsConsole({ role: 'Agency Employee', permission: ['view all bookings', 'manage campaigns'] }),
    ).toBe(false);
    expect(runsConsole({ role: 'Agency' })).toBe(false);
    expect(runsConsole({ role: 'Consumer' })).toBe(false);
    expect(runsConsole({ role: 'Agency Admin', guest: true })).toBe(false);
  });
});
