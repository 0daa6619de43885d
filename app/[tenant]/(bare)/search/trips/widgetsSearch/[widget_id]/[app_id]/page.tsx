import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchFormSlot } from '@/components/home/search-form-slot';
import { ClientMessages, SEARCH_CLIENT_MESSAGES } from '@/components/i18n/client-messages';
import { WidgetSessionMarker } from '@/components/widget/widget-session-marker';
import { getWorkingConfig } from '@/lib/client/site-config';
import { homeModel } from '@/lib/content/home';
import { searchSettingsFor } from '@/lib/search/form/settings';

/**
 * Widget mode (spec §2, §6): the search form alone, no header or footer, for agencies to embed in
 * their other sites by an iframe (the security headers allow framing on this route only).
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function WidgetSearchPage({
  params,
}: {
  params: Promise<{ tenant: string; widget_id: string; app_id: string }>;
}) {
  const { tenant, widget_id, app_id } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  const { searchSlot } = homeModel(wc);
  return (
    <main data-mode="widget" className="flex min-h-screen items-start justify-center bg-transparent p-2">
      {/* Marks the browsing session as widget mode, so the site's other routes offer a new tab. */}
      <WidgetSessionMarker widgetId={widget_id} appId={app_id} />
      {searchSlot ? (
        <ClientMessages namespaces={SEARCH_CLIENT_MESSAGES}>
          <SearchFormSlot modes={searchSlot.modes} settings={searchSettingsFor(wc)} widget />
        </ClientMessages>
      ) : null}
    </main>
  );
}
