import 'server-only';
import { requireSite } from '@/components/info/require-site';
import { homeModel } from '@/lib/content/home';
import { HomePage } from './home-page';

/** The three home routes of spec §2 (search/trips, holidays, userloginsso) render this. */
export async function renderHome(params: Promise<{ tenant: string }>) {
  return <HomePage model={homeModel(await requireSite(params))} />;
}
