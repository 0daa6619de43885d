import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { routeLocale } from '@/i18n/route-locale';

export default async function UnsubscribeLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'NotifyCampaigns']}>{children}</ClientMessages>
  );
}
