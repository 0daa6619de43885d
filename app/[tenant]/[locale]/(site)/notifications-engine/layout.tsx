import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { routeLocale } from '@/i18n/route-locale';

/** The notifications engine: the shell's translations, the engine's, and the sign-in gate's (Booking). */
export default async function NotificationsEngineLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'NotifyEngine', 'NotifyCampaigns']}>
      {children}
    </ClientMessages>
  );
}
