import { useTranslations } from 'next-intl';
import type { HomeMode } from '@/lib/content/home';
import { ModeIcon } from './mode-icon';

/**
 * Where the search form goes (issue 4 replaces the panel below the tabs with the real form). The
 * enabled modes are already real links: each selects its mode with the page hash, as the spec's
 * search module does (#travel_and_stay, #stay1, …).
 */
export function SearchFormSlot({ modes }: { modes: HomeMode[] }) {
  const t = useTranslations('Home');
  return (
    <div
      data-slot="search-form"
      className="mt-8 w-full max-w-5xl rounded-2xl bg-white/95 p-3 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:p-4 lg:mt-10"
    >
      <nav aria-label={t('searchModes')}>
        {/* Mobile: an icon grid, four to a row; desktop: one row of tabs. */}
        <ul className="grid grid-cols-4 gap-1 lg:flex lg:flex-wrap">
          {modes.map((mode) => (
            <li key={mode.type} className="min-w-0">
              <a
                href={mode.href}
                className="flex min-h-11 flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-semibold text-slate-700 transition-colors hover:bg-brand/10 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:flex-row lg:gap-2 lg:px-3 lg:text-sm"
              >
                {mode.icon ? <ModeIcon src={mode.icon} className="h-6 w-6 lg:h-5 lg:w-5" /> : null}
                <span className="max-w-full truncate">{mode.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-2 flex flex-col items-start gap-1 rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 px-4 py-5 sm:px-6 lg:py-7">
        <p className="text-lg font-semibold text-ink">{t('searchSlotTitle')}</p>
        <p className="text-sm text-slate-600">{t('searchSlotHint')}</p>
      </div>
    </div>
  );
}
