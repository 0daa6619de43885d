import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

/** The staff quotation list: the shell's translations, the list's, and those of the PDF button and sign-in gate it reuses. */
export default function QuotationsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'Planner', 'StaffQuotations']}>
      {children}
    </ClientMessages>
  );
}
