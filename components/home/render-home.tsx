import 'server-only';
import { homeModel } from '@/lib/content/home';
import { searchSettingsFor } from '@/lib/search/form/settings';
import { requireSite } from '@/lib/tenant/require-site';
import { HomePage } from './home-page';

/** The three home routes of spec §2 (search/trips, holidays, userloginsso) render this. */
export async function renderHome(params: Promise<{ tenant: string }>) {
  const wc = await requireSite(params);
  return <HomePage model={homeModel(wc)} search={searchSettingsFor(wc)} />;
}
