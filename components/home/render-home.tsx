import 'server-only';
import { ClientMessages, SEARCH_CLIENT_MESSAGES } from '@/components/i18n/client-messages';
import { requireSite } from '@/lib/client/require-site';
import { homeModel } from '@/lib/content/home';
import { searchSettingsFor } from '@/lib/search/form/settings';
import { HomePage } from './home-page';

/** The three home routes of spec §2 (search/trips, holidays, userloginsso) render this. */
export async function renderHome(params: Promise<{ tenant: string }>) {
  const wc = await requireSite(params);
  const model = homeModel(wc);
  const page = <HomePage model={model} search={searchSettingsFor(wc)} />;
  // The search module's translations, on the pages that have it (the shell's provider has none).
  return model.searchSlot ? (
    <ClientMessages namespaces={SEARCH_CLIENT_MESSAGES}>{page}</ClientMessages>
  ) : (
    page
  );
}
