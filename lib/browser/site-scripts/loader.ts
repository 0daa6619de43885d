import type { SiteScript } from '@/lib/site-scripts/plan';
import { PROVIDERS } from '@/lib/site-scripts/registry';
import type { Consent } from './consent';

type Win = Window & Record<string, unknown>;

/**
 * The inline part of Google's gtag snippet, from our bundle: the dataLayer queue and consent mode
 * v2 defaults (everything denied) before any tag can run. Idempotent.
 */
function ensureGtag(w: Win): (...args: unknown[]) => void {
  if (typeof w.gtag !== 'function') {
    const layer = (w.dataLayer as unknown[] | undefined) ?? [];
    w.dataLayer = layer;
    // gtag.js reads Arguments objects from the dataLayer, as the official snippet pushes them.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the tag reads an Arguments object, not an array
      layer.push(arguments);
    };
    const gtag = w.gtag as (...args: unknown[]) => void;
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
  }
  return w.gtag as (...args: unknown[]) => void;
}

/** Consent mode signals for the visitor's answer. */
export function consentModeSignals(consent: Consent) {
  const ads = consent.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: consent.analytics ? 'granted' : 'denied',
  } as const;
}

/** The Meta pixel's command queue (the official snippet's inline part). */
function ensureFbq(w: Win): (...args: unknown[]) => void {
  if (typeof w.fbq !== 'function') {
    const queue: unknown[] = [];
    const fbq = Object.assign(
      (...args: unknown[]) => {
        const call = (fbq as unknown as { callMethod?: (...a: unknown[]) => void }).callMethod;
        if (call) call(...args);
        else queue.push(args);
      },
      { queue, loaded: true, version: '2.0' },
    );
    Object.assign(fbq, { push: fbq });
    w.fbq = fbq;
    w._fbq ??= fbq;
  }
  return w.fbq as (...args: unknown[]) => void;
}

function addScript(doc: Document, script: SiteScript) {
  const provider = PROVIDERS[script.provider];
  const el = doc.createElement('script');
  el.async = true;
  el.src = provider.scriptUrl(script.id);
  el.dataset.siteScript = script.provider;
  for (const [k, v] of Object.entries(provider.attributes?.(script.id) ?? {})) el.setAttribute(k, v);
  doc.head.appendChild(el);
}

/** Runs at page start: the consent defaults a Google tag must see before anything else. */
export function prepareSiteScripts(w: Window, scripts: readonly SiteScript[]) {
  if (scripts.some((s) => s.provider === 'googleTag')) ensureGtag(w as Win);
}

/**
 * Loads each script whose purpose the visitor accepted, once; sends the consent mode update.
 * Returns the providers loaded now. A purpose withdrawn after its script ran is the caller's to
 * handle (a reload: a chat widget or pixel cannot be taken out of a running page).
 */
export function applyConsent(
  w: Window,
  scripts: readonly SiteScript[],
  consent: Consent,
  loaded: Set<string>,
): string[] {
  const win = w as Win;
  const now: string[] = [];
  for (const script of scripts) {
    const provider = PROVIDERS[script.provider];
    if (script.provider === 'googleTag') {
      const gtag = ensureGtag(win);
      gtag('consent', 'update', consentModeSignals(consent));
      if (!(consent.analytics || consent.advertising) || loaded.has(script.provider)) continue;
      gtag('js', new Date());
      gtag('config', script.id);
    } else {
      if (!consent[provider.purpose] || loaded.has(script.provider)) continue;
      if (script.provider === 'metaPixel') {
        const fbq = ensureFbq(win);
        fbq('consent', 'grant');
        fbq('init', script.id);
        fbq('track', 'PageView');
      } else provider.prepare?.(win, script.id);
    }
    addScript(w.document, script);
    loaded.add(script.provider);
    now.push(script.provider);
  }
  return now;
}

/** True when a script already running lost the visitor's consent. */
export function consentWithdrawn(scripts: readonly SiteScript[], consent: Consent, loaded: Set<string>) {
  return scripts.some((s) => {
    if (!loaded.has(s.provider)) return false;
    if (s.provider === 'googleTag') return !(consent.analytics || consent.advertising);
    return !consent[PROVIDERS[s.provider].purpose];
  });
}
