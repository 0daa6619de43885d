'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ModeIcon } from '@/components/search/mode-icon';
import { isSearchMode, type SearchMode } from '@/lib/contract/search-rules';
import { useDisplayCurrency } from '@/lib/preferences';
import { modeFromHash } from '@/lib/search/form/form-model';
import { widgetTabLink } from '@/lib/shell/widget-mode';
import { SearchForm, type SearchFormSettings } from './search-form';

export interface PanelMode {
  type: string;
  label: string;
  icon: string | null;
  href: string;
}

/** The destination a top-destination card passes in the address (?destination=…), if any. */
function destinationFromAddress(): string | null {
  const value = new URLSearchParams(window.location.search).get('destination');
  return value?.trim() ? value.trim().slice(0, 200) : null;
}

/**
 * The search module (spec §2): the site's modes as tabs, chosen with the page hash
 * (#travel_and_stay), and the chosen mode's form. The page around it stays cached: everything
 * per visitor (hash, ?destination=, stored currency) is read here, in the browser.
 */
export function SearchPanel({
  modes,
  settings,
  agencyCurrency,
  widget = false,
}: {
  modes: PanelMode[];
  settings: SearchFormSettings;
  agencyCurrency: string;
  /** On the widget page (§6): mode tabs stay in the frame or open the site in a new tab. */
  widget?: boolean;
}) {
  const t = useTranslations('Search');
  const tw = useTranslations('Widget');
  const searchable = modes.filter((m) => isSearchMode(m.type));
  const [active, setActive] = useState<string>(searchable[0]?.type ?? '');
  const [initialDestination, setInitialDestination] = useState<string | null>(null);
  const currency = useDisplayCurrency(agencyCurrency) ?? agencyCurrency;

  // The mode list is fixed for the page's lifetime: read the hash once, then follow hashchange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const enabled = searchable.map((m) => m.type);
    const sync = () => {
      const fromHash = modeFromHash(window.location.hash, enabled);
      if (fromHash) setActive(fromHash);
    };
    sync();
    setInitialDestination(destinationFromAddress());
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const current = searchable.find((m) => m.type === active);
  return (
    <div data-slot="search-form" className="search-panel">
      <nav aria-label={t('modesLabel')}>
        <ul className="grid grid-cols-4 gap-1 lg:flex lg:flex-wrap">
          {modes.map((mode) => {
            const selected = mode.type === active;
            const link = widget
              ? widgetTabLink(mode.type, mode.href, isSearchMode(mode.type))
              : { href: mode.href };
            return (
              <li key={mode.type} className="min-w-0">
                <a
                  href={link.href}
                  target={link.target}
                  rel={link.rel}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => isSearchMode(mode.type) && setActive(mode.type)}
                  className={clsx('mode-tab', selected ? 'bg-brand text-on-brand' : 'mode-tab-idle')}
                >
                  {mode.icon ? <ModeIcon src={mode.icon} className="mode-tab-icon" /> : null}
                  <span className="max-w-full truncate">{mode.label}</span>
                  {link.target ? <span className="sr-only"> {tw('newTabHint')}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {current ? (
        <div className="mt-3 rounded-xl bg-white p-1 sm:p-2">
          <SearchForm
            key={current.type}
            mode={current.type as SearchMode}
            modeLabel={current.label}
            currency={currency}
            settings={settings}
            initialDestination={current.type === 'travel_and_stay' ? initialDestination : null}
          />
        </div>
      ) : null}
    </div>
  );
}
