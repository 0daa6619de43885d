import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { routeLocale } from '@/i18n/route-locale';

/** The staff Queries page: the shell's translations and the page's own. */
export default async function QueriesLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'AgentQueries']}>
      {children}
    </ClientMessages>
  );
}
