import 'server-only';
import { getTranslations } from 'next-intl/server';
import { BuilderHome } from '@/components/builder/builder-home';
import { ClientMessages, SEARCH_CLIENT_MESSAGES } from '@/components/i18n/client-messages';
import { builderPage } from '@/lib/builder/model';
import { requireSite } from '@/lib/client/require-site';
import { homeModel } from '@/lib/content/home';
import { searchSettingsFor } from '@/lib/search/form/settings';
import { HomePage } from './home-page';
import { SearchFormSlot } from './search-form-slot';

/**
 * The three home routes of spec §2 (search/trips, holidays, userloginsso) render this: the site's
 * no-code search page when its builder is on and readable (lib/builder/model.ts), else the standard home.
 */
export async function renderHome(params: Promise<{ tenant: string }>) {
  const wc = await requireSite(params);
  const model = homeModel(wc);
  const search = searchSettingsFor(wc);
  const builder = builderPage(wc);
  let page = <HomePage model={model} search={search} />;
  if (builder) {
    const t = await getTranslations('Header');
    const slot = {
      country: wc.origin,
      currency: wc.currency,
      countryCurrencyLabel: t('countryCurrency', { country: wc.origin ?? '', currency: wc.currency ?? '' }),
      loginLabel: t('login'),
      logoLabel: t('logoLabel', { name: wc.agency_name }),
      newTabHint: t('opensInNewTab'),
    };
    const searchForm = model.searchSlot ? (
      <SearchFormSlot modes={model.searchSlot.modes} settings={search} />
    ) : null;
    page = <BuilderHome page={builder} searchForm={searchForm} slot={slot} />;
  }
  // The search module's translations, on the pages that have it (the shell's provider has none).
  return model.searchSlot ? (
    <ClientMessages namespaces={SEARCH_CLIENT_MESSAGES}>{page}</ClientMessages>
  ) : (
    page
  );
}
