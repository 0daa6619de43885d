import { SearchPanel } from '@/components/search/search-panel';
import type { HomeMode } from '@/lib/content/home';
import type { SearchSettings } from '@/lib/search/form/settings';

/**
 * The search module on the home routes and in widget mode: a server component handing plain data to
 * the client panel (mode tabs chosen with the page hash, and the chosen mode's form).
 */
export function SearchFormSlot({
  modes,
  settings,
  widget = false,
}: {
  modes: HomeMode[];
  settings: SearchSettings;
  widget?: boolean;
}) {
  const { agencyCurrency, ...formSettings } = settings;
  return (
    <SearchPanel modes={modes} settings={formSettings} agencyCurrency={agencyCurrency} widget={widget} />
  );
}
