import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { routeLocale } from '@/i18n/route-locale';

/** The staff quotation list: the shell's translations, the list's, and those of the PDF button and sign-in gate it reuses. */
export default async function QuotationsLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, 'Booking', 'Planner', 'StaffQuotations']}>
      {children}
    </ClientMessages>
  );
}
