'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { detectLocation } from '@/lib/client/currency';
import { isComplete, useVisitorPreferences } from '@/lib/preferences';
import { useReferenceLists } from '@/lib/reference/use-reference-lists';
import { CountryCurrencyModal } from './country-currency-modal';

/**
 * The chip of spec §2 dialog 6 (country code | currency code) on search/trips. The page is cached per
 * tenant, so it first shows the agency's defaults; on the visitor's browser it uses the stored
 * choice, or locates the visitor once (spec §4) and stores the result (the agency's on failure).
 * The dialog's country and currency lists are fetched when it first opens, not carried by the page.
 */
export function CountryCurrencyChip({
  agencyCountry,
  agencyCurrency,
  label,
}: {
  agencyCountry: string | null;
  agencyCurrency: string | null;
  /** 'Country GB, currency GBP' for the agency's defaults, already translated. */
  label: string;
}) {
  const prefs = useVisitorPreferences();
  const [open, setOpen] = useState(false);
  const lists = useReferenceLists(open)?.chooser;
  const complete = isComplete(prefs);
  const { save } = prefs;

  useEffect(() => {
    if (complete) return;
    let cancelled = false;
    void detectLocation().then((found) => {
      if (cancelled) return;
      const choice =
        found ??
        (agencyCountry && agencyCurrency ? { country: agencyCountry, currency: agencyCurrency } : null);
      if (choice) save(choice);
    });
    return () => {
      cancelled = true;
    };
  }, [complete, agencyCountry, agencyCurrency, save]);

  const country = prefs.country ?? agencyCountry;
  const currency = prefs.currency ?? agencyCurrency;
  if (!country || !currency) return null;
  const isAgencyDefault = country === agencyCountry && currency === agencyCurrency;

  return (
    <>
      <button
        type="button"
        data-slot="country-currency"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 min-w-11 items-center gap-2 rounded-full border border-black/15 px-3 text-sm font-medium text-ink hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true" className="inline-flex items-center gap-2">
          <span data-part="country">{country}</span>
          <span className="h-4 w-px bg-black/20" />
          <span data-part="currency">{currency}</span>
        </span>
        {/* The agency's label is translated on the server; a visitor's own choice is labelled here. */}
        {isAgencyDefault ? (
          <span className="sr-only">{label}</span>
        ) : (
          <ChoiceLabel country={country} currency={currency} />
        )}
      </button>
      {open && lists && (
        <CountryCurrencyModal
          open
          initial={{ country, currency }}
          lists={lists}
          onClose={() => setOpen(false)}
          onSave={(choice) => {
            save(choice);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function ChoiceLabel({ country, currency }: { country: string; currency: string }) {
  const t = useTranslations('Currency');
  return <span className="sr-only">{t('chipLabel', { country, currency })}</span>;
}
