'use client';

import { useEffect, useRef, useState } from 'react';
import {
  allConsent,
  CONSENT_SETTLED_EVENT,
  type Consent,
  OPEN_CONSENT_EVENT,
  readConsent,
  siteStorage,
  writeConsent,
} from '@/lib/browser/site-scripts/consent';
import { applyConsent, consentWithdrawn, prepareSiteScripts } from '@/lib/browser/site-scripts/loader';
import type { SiteScript } from '@/lib/site-scripts/plan';
import type { ConsentPurpose } from '@/lib/site-scripts/registry';

export interface ConsentText {
  title: string;
  body: string;
  accept: string;
  reject: string;
  choose: string;
  save: string;
  purposes: Record<ConsentPurpose, { label: string; hint: string }>;
}

/**
 * The site's chat, tag, pixel and advertising scripts, each loaded only after the visitor accepts
 * its purpose, and the consent banner (accept / reject / choose) in the site's colours. The answer
 * is remembered; the footer's "Cookie settings" link opens the banner again. Rendered only for
 * sites that configure scripts (the server's plan), so other sites carry none of this code.
 */
export function SiteScripts({
  scripts,
  purposes,
  text,
}: {
  scripts: SiteScript[];
  purposes: ConsentPurpose[];
  text: ConsentText;
}) {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<Consent>(() => allConsent(false));
  const loaded = useRef(new Set<string>());

  useEffect(() => {
    prepareSiteScripts(window, scripts);
    const stored = readConsent(siteStorage());
    if (stored) setConsent(stored);
    else setOpen(true);
    const reopen = () => {
      setDraft(readConsent(siteStorage()) ?? allConsent(false));
      setChoosing(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [scripts]);

  useEffect(() => {
    if (!consent) return;
    if (consentWithdrawn(scripts, consent, loaded.current)) {
      // A running widget or pixel cannot be taken out of the page: start again without it.
      window.location.reload();
      return;
    }
    applyConsent(window, scripts, consent, loaded.current);
  }, [consent, scripts]);

  const decide = (answer: Consent) => {
    writeConsent(siteStorage(), answer);
    window.dispatchEvent(new Event(CONSENT_SETTLED_EVENT));
    setConsent(answer);
    setOpen(false);
    setChoosing(false);
  };

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-black/10 bg-brand p-4 text-on-brand shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3">
        <h2 id="consent-title" className="text-base font-semibold">
          {text.title}
        </h2>
        <p className="text-sm">{text.body}</p>
        {choosing && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{text.choose}</legend>
            {purposes.map((p) => (
              <label key={p} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={draft[p]}
                  onChange={(e) => setDraft({ ...draft, [p]: e.target.checked })}
                />
                <span>
                  <span className="font-medium">{text.purposes[p].label}</span>
                  <span className="block opacity-90">{text.purposes[p].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON_STRONG} onClick={() => decide(allConsent(true))}>
            {text.accept}
          </button>
          <button type="button" className={BUTTON} onClick={() => decide(allConsent(false))}>
            {text.reject}
          </button>
          {choosing ? (
            <button type="button" className={BUTTON} onClick={() => decide(draft)}>
              {text.save}
            </button>
          ) : (
            <button type="button" className={BUTTON} onClick={() => setChoosing(true)}>
              {text.choose}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

// Accept and reject weigh the same (regulators ask that refusing be as easy as accepting).
const BUTTON =
  'min-h-10 rounded-md border border-current px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
const BUTTON_STRONG = `${BUTTON} bg-on-brand text-brand`;

/** The footer's "Cookie settings" link: opens the banner again. */
export function ConsentSettingsLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  );
}
