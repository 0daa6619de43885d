import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

/** One campaign: the shell's translations and the engine's. */
export default function CampaignLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'NotifyCampaigns']}>{children}</ClientMessages>
  );
}
