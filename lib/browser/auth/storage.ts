import { shareRefererCode } from '@/lib/shell/share-referer';

/**
 * Browser storage of sign-in (spec §3 "Local storage keys": splFareTipReminded, user_ui_id and a
 * persisted logged-in flag; §6 sessions tied to a user_ui_id). Every access tolerates storage being
 * unavailable (private mode, blocked cookies): the site then simply forgets between pages.
 */

export const STORAGE_KEYS = {
  specialFareReminded: 'splFareTipReminded',
  userUiId: 'user_ui_id',
  loggedIn: 'isLoggedIn',
} as const;

/** Session-scoped keys (sessionStorage): the browser session the "once per session" rules count. */
const SESSION_KEYS = {
  sessionId: 'itinera.browserSession',
  disclaimerAccepted: 'itinera.disclaimerAccepted',
  loginAlertOpened: 'itinera.loginAlertOpened',
  contactModalShown: 'itinera.contactModalShown',
  referer: 'itinera.referer',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Full or blocked storage: nothing to keep.
  }
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** This browser's user_ui_id, made on first use and kept in local storage (§6). */
export function userUiId(): string {
  const existing = read('local', STORAGE_KEYS.userUiId);
  if (existing) return existing;
  const id = newId();
  write('local', STORAGE_KEYS.userUiId, id);
  return id;
}

export function setUserUiId(id: string): void {
  write('local', STORAGE_KEYS.userUiId, id);
}

export const persistedLoggedIn = (): boolean => read('local', STORAGE_KEYS.loggedIn) === 'true';

export function persistLoggedIn(loggedIn: boolean): void {
  write('local', STORAGE_KEYS.loggedIn, loggedIn ? 'true' : null);
}

/** An id for the current browser session (lives as long as sessionStorage does). */
function browserSession(): string {
  const existing = read('session', SESSION_KEYS.sessionId);
  if (existing) return existing;
  const id = newId();
  write('session', SESSION_KEYS.sessionId, id);
  return id;
}

/**
 * splFareTipReminded lives in local storage (§3) but the prompt comes back once per browser session
 * (§4): the key holds the session it was shown in.
 */
export const specialFareReminded = (): boolean =>
  read('local', STORAGE_KEYS.specialFareReminded) === browserSession();

export function markSpecialFareReminded(): void {
  write('local', STORAGE_KEYS.specialFareReminded, browserSession());
}

export const disclaimerAccepted = (): boolean => read('session', SESSION_KEYS.disclaimerAccepted) === 'true';
export const acceptDisclaimer = (): void => write('session', SESSION_KEYS.disclaimerAccepted, 'true');

export const loginAlertOpened = (): boolean => read('session', SESSION_KEYS.loginAlertOpened) === 'true';
export const markLoginAlertOpened = (): void => write('session', SESSION_KEYS.loginAlertOpened, 'true');

export const contactModalShown = (): boolean => read('session', SESSION_KEYS.contactModalShown) === 'true';
export const markContactModalShown = (): void => write('session', SESSION_KEYS.contactModalShown, 'true');

/**
 * check_auth's `referer` (spec §7): the referer code of the share address the visitor came in by
 * (spec §2, user_prof/share), kept for the browser session; a later share address replaces it.
 */
export function refererFor(pathname: string): string {
  const code = shareRefererCode(pathname);
  if (code) {
    write('session', SESSION_KEYS.referer, code);
    return code;
  }
  return read('session', SESSION_KEYS.referer) ?? '';
}
