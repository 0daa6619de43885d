import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthProvider } from '@/components/auth/auth-provider';
import { SearchFormSlot } from '@/components/home/search-form-slot';
import { ClientMessages, SEARCH_CLIENT_MESSAGES } from '@/components/i18n/client-messages';
import { WidgetSessionMarker } from '@/components/widget/widget-session-marker';
import { routeLocale } from '@/i18n/route-locale';
import { authConfigFor } from '@/lib/browser/auth/config';
import { getWorkingConfig } from '@/lib/client/site-config';
import { homeModel } from '@/lib/content/home';
import { countryByCode } from '@/lib/reference';
import { searchSettingsFor } from '@/lib/search/form/settings';
import { WIDGET_PATH_PREFIX } from '@/lib/security/headers.mjs';
import { findWidget, widgetIdsOfPath } from '@/lib/tenant/widgets';

/**
 * Widget mode (spec §2, §6): the search form alone, no header or footer, for agencies to embed in
 * their other sites by an iframe. Only the widget and app ids the site configures answer (404
 * otherwise); who may frame it is the site's list too (the proxy sets the policy). The site's
 * sign-in rules apply as on the search page: the login guard of invitation-only sites and the
 * disclaimer consent (spec §2: "search in widget mode: as above").
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function WidgetSearchPage({
  params,
}: {
  params: Promise<{ tenant: string; widget_id: string; app_id: string }>;
}) {
  const locale = await routeLocale(params);
  const { tenant, widget_id, app_id } = await params;
  const wc = await getWorkingConfig(tenant, locale);
  if (!wc) notFound();
  // The ids as the proxy reads them (decoded; a malformed escape is no widget).
  const ids = widgetIdsOfPath(`${WIDGET_PATH_PREFIX}/${widget_id}/${app_id}`);
  if (!ids || !findWidget(wc.widgets, ids.widgetId, ids.appId)) notFound();
  const { searchSlot } = homeModel(wc);
  return (
    <AuthProvider
      tenant={tenant}
      config={authConfigFor(wc)}
      defaultDialCode={countryByCode(wc.origin ?? '')?.dial_code ?? ''}
    >
      <main data-mode="widget" className="flex min-h-screen items-start justify-center bg-transparent p-2">
        {/* Marks the browsing session as widget mode, so the site's other routes offer a new tab. */}
        <WidgetSessionMarker widgetId={ids.widgetId} appId={ids.appId} />
        {searchSlot ? (
          <ClientMessages namespaces={SEARCH_CLIENT_MESSAGES}>
            <SearchFormSlot modes={searchSlot.modes} settings={searchSettingsFor(wc)} widget />
          </ClientMessages>
        ) : null}
      </main>
    </AuthProvider>
  );
}
