/** @jest-environment jsdom */
import {
  acceptDisclaimer,
  disclaimerAccepted,
  markSpecialFareReminded,
  persistedLoggedIn,
  persistLoggedIn,
  refererFor,
  STORAGE_KEYS,
  specialFareReminded,
  userUiId,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth storage', () => {
  it('makes one user_ui_id and keeps it under the spec key', () => {
    const id = userUiId();
    expect(id).toMatch(/\S{8,}/);
    expect(userUiId()).toBe(id);
    expect(localStorage.getItem('user_ui_id')).toBe(id);
  });

  it('persists the logged-in flag and clears it on logout', () => {
    persistLoggedIn(true);
    expect(persistedLoggedIn()).toBe(true);
    persistLoggedIn(false);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(persistedLoggedIn()).toBe(false);
  });

  it('remembers the special-fare reminder for this browser session only', () => {
    expect(specialFareReminded()).toBe(false);
    markSpecialFareReminded();
    expect(specialFareReminded()).toBe(true);
    expect(localStorage.getItem('splFareTipReminded')).not.toBeNull();
    sessionStorage.clear(); // a new browser session
    expect(specialFareReminded()).toBe(false);
  });

  it('remembers disclaimer consent per session', () => {
    expect(disclaimerAccepted()).toBe(false);
    acceptDisclaimer();
    expect(disclaimerAccepted()).toBe(true);
  });
});

describe('refererFor (check_auth referer, spec §2 share page and §7)', () => {
  it('is empty for a visitor who came in by no share address', () => {
    expect(refererFor('/search/trips')).toBe('');
  });

  it('takes the code of a share address and keeps it for the browser session', () => {
    expect(refererFor('/user_prof/share/AB12&utm_source=wa')).toBe('AB12');
    expect(refererFor('/search/trips')).toBe('AB12');
    // A later share address replaces it; an invalid one does not erase it.
    expect(refererFor('/user_prof/share/CD34')).toBe('CD34');
    expect(refererFor('/user_prof/share/%3Cscript%3E')).toBe('CD34');
    // Session-scoped: a new browser session starts without one.
    sessionStorage.clear();
    expect(refererFor('/search/trips')).toBe('');
    expect(localStorage.length).toBe(0);
  });
});
