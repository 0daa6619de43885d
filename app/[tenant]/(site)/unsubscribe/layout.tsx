import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

export default function UnsubscribeLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'NotifyCampaigns']}>{children}</ClientMessages>
  );
}
