import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { routeLocale } from '@/i18n/route-locale';

/** The site console: the shell's translations, the console's, and those of the sign-in gate it reuses. */
export default async function ConsoleLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return (
    <ClientMessages
      namespaces={[
        ...SHELL_CLIENT_NAMESPACES,
        'Booking',
        'Planner',
        'Console',
        'ConsoleInventory',
        'ConsolePeople',
        'ConsoleGroups',
      ]}
    >
      {children}
    </ClientMessages>
  );
}
