import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

/** The staff Queries page: the shell's translations and the page's own. */
export default function QueriesLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'AgentQueries']}>
      {children}
    </ClientMessages>
  );
}
