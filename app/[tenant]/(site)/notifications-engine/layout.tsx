import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

/** The notifications engine: the shell's translations, the engine's, and the sign-in gate's (Booking). */
export default function NotificationsEngineLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'NotifyEngine', 'NotifyCampaigns']}>
      {children}
    </ClientMessages>
  );
}
