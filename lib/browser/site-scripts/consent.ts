import { CONSENT_PURPOSES, type ConsentPurpose } from '@/lib/site-scripts/consent-purposes';

/** A visitor's answer, per purpose. Kept in this site's localStorage (each site has its own host). */
export type Consent = Record<ConsentPurpose, boolean>;

export const CONSENT_STORAGE_KEY = 'itinera.consent.v1';
/** Asked again after six months, as regulators expect. */
const MAX_AGE_MS = 183 * 24 * 3600 * 1000;

export const allConsent = (granted: boolean): Consent =>
  Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, granted])) as Consent;

/** The stored answer, or null when the visitor has not answered (or it is old or unreadable). */
export function readConsent(storage: Pick<Storage, 'getItem'> | null, now = Date.now()): Consent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { at?: unknown; choices?: Record<string, unknown> };
    if (typeof parsed.at !== 'number' || now - parsed.at > MAX_AGE_MS || now < parsed.at) return null;
    const choices = parsed.choices ?? {};
    return Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, choices[p] === true])) as Consent;
  } catch {
    return null;
  }
}

export function writeConsent(storage: Pick<Storage, 'setItem'> | null, consent: Consent, now = Date.now()) {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ at: now, choices: consent }));
  } catch {
    // Storage full or blocked: the answer holds for this page only.
  }
}

/** The event the footer's "Cookie settings" link sends to open the banner again. */
export const OPEN_CONSENT_EVENT = 'itinera:open-consent';

/** This site's localStorage, or null where the browser blocks it. */
export function siteStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Sent once the visitor answers the banner (accept, reject or a choice). */
export const CONSENT_SETTLED_EVENT = 'itinera:consent-settled';

/** Marks, in a page's HTML, that its site asks for consent (the layout of a site with scripts). */
export const ASKS_CONSENT_ATTRIBUTE = 'data-asks-consent';

/**
 * True while this page's site asks for consent and the visitor has not answered yet: other prompts
 * (the special-fare one) wait, so the banner is never hidden under them.
 */
export function consentUnanswered(
  doc: Pick<Document, 'querySelector'>,
  storage: Pick<Storage, 'getItem'> | null,
): boolean {
  return doc.querySelector(`[${ASKS_CONSENT_ATTRIBUTE}]`) !== null && readConsent(storage) === null;
}
