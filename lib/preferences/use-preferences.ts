'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  COUNTRY_KEY,
  CURRENCY_KEY,
  EMPTY_PREFERENCES,
  PREFERENCES_EVENT,
  readPreferences,
  type VisitorPreferences,
  writePreferences,
} from './store';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const keyOf = (p: VisitorPreferences) => `${p.country ?? ''}|${p.currency ?? ''}`;
const EMPTY_KEY = keyOf(EMPTY_PREFERENCES);

// useSyncExternalStore needs the same object while nothing changed: cache by the raw values. Nothing
// stored reads as EMPTY_PREFERENCES itself, the server's snapshot: a visitor who has chosen nothing
// hydrates without React rendering every reader a second time, synchronously, to catch up.
let cachedKey = EMPTY_KEY;
let cached: VisitorPreferences = EMPTY_PREFERENCES;
function snapshot(): VisitorPreferences {
  const next = readPreferences(browserStorage());
  const key = keyOf(next);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = key === EMPTY_KEY ? EMPTY_PREFERENCES : next;
  }
  return cached;
}

const serverSnapshot = (): VisitorPreferences => EMPTY_PREFERENCES;

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === COUNTRY_KEY || e.key === CURRENCY_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(PREFERENCES_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PREFERENCES_EVENT, onChange);
  };
}

/** Stores the visitor's choice and tells every component of this tab (other tabs get `storage`). */
export function savePreferences(next: { country: string; currency: string }): VisitorPreferences | null {
  const stored = writePreferences(browserStorage(), next);
  if (stored && typeof window !== 'undefined') window.dispatchEvent(new Event(PREFERENCES_EVENT));
  return stored;
}

/**
 * The visitor's stored country and currency (null until chosen or detected; always null during
 * server rendering, so cached pages never depend on them), and a setter.
 */
export function useVisitorPreferences(): VisitorPreferences & {
  save: (next: { country: string; currency: string }) => VisitorPreferences | null;
} {
  const prefs = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const save = useCallback(savePreferences, []);
  return { ...prefs, save };
}

/** The currency prices should be shown in: the visitor's, else the agency's default. */
export function useDisplayCurrency(agencyCurrency: string | null): string | null {
  const { currency } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return currency ?? agencyCurrency;
}
