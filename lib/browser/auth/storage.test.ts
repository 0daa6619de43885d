/** @jest-environment jsdom */
import {
  acceptDisclaimer,
  disclaimerAccepted,
  markSpecialFareReminded,
  persistedLoggedIn,
  persistLoggedIn,
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
