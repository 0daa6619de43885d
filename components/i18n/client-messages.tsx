import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { withoutAuthDialogs } from '@/i18n/auth-dialogs';

/**
 * The translations client components read (useTranslations), and only those: every namespace given
 * to a provider is inlined into the HTML of each page under it. The rest stays on the server, and
 * the sign-in dialogs' strings come with the dialogs' own code (i18n/auth-dialogs.ts).
 */

/** What the site shell and the home's client components use (every page has them). */
export const SHELL_CLIENT_NAMESPACES = [
  'Search',
  'SearchErrors',
  'Dialogs',
  'Currency',
  'Auth',
  'Widget',
] as const;

/** What the planner's, packages', quotation's and search results' client components add, with the Book form (their pages only). */
export const PLANNER_CLIENT_NAMESPACES = ['Packages', 'Planner', 'Quotation', 'Booking', 'Results'] as const;

/** What the booking and payment pages' client components add (their pages only). */
const BOOKING_CLIENT_NAMESPACES = ['Booking'] as const;

/**
 * A provider of the given namespaces. A nested provider replaces its parent's messages (use-intl),
 * so an inner one lists the shell's namespaces too.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const all = await getMessages();
  return (
    <NextIntlClientProvider
      messages={Object.fromEntries(
        namespaces.map((ns) => [ns, ns === 'Auth' ? withoutAuthDialogs(all[ns]) : all[ns]]),
      )}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** The layout of the planner, package and quotation pages: the shell's namespaces and theirs. */
export function PlannerMessagesLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, ...PLANNER_CLIENT_NAMESPACES]}>
      {children}
    </ClientMessages>
  );
}

/** The layout of the booking and payment pages: the shell's namespaces and theirs. */
export function BookingMessagesLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...SHELL_CLIENT_NAMESPACES, ...BOOKING_CLIENT_NAMESPACES]}>
      {children}
    </ClientMessages>
  );
}
