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

/** What the site shell's client components use (every page has them). */
export const SHELL_CLIENT_NAMESPACES = ['Dialogs', 'Currency', 'Auth', 'Widget'] as const;

/**
 * What the search module's client components use (the home routes and the widget page only). The
 * field errors after a search is sent come with the search schema (search-error-translator.ts); the page
 * keeps the one shown when that load fails. The search module reads no other namespace, so its
 * provider needs nothing of the shell's.
 */
export const SEARCH_CLIENT_MESSAGES = ['Search', 'SearchErrors.network', 'Widget.newTabHint'] as const;

/** What the planner's, packages', quotation's and search results' client components add, with the Book form (their pages only). */
export const PLANNER_CLIENT_NAMESPACES = ['Packages', 'Planner', 'Quotation', 'Booking', 'Results'] as const;

/** What the booking and payment pages' client components add (their pages only). */
const BOOKING_CLIENT_NAMESPACES = ['Booking', 'StaffBookings', 'StaffBooking'] as const;

type Catalogue = Record<string, unknown>;

/**
 * The messages to inline: a namespace ('Search') whole, or one key of it ('Widget.newTabHint'), the
 * Auth namespace without the sign-in dialogs' parts.
 */
export function pickMessages(all: Catalogue, names: readonly string[]): Record<string, Catalogue> {
  const picked: Record<string, Catalogue> = {};
  for (const name of names) {
    const [ns = '', key] = name.split('.', 2);
    const whole = (ns === 'Auth' ? withoutAuthDialogs(all[ns]) : all[ns]) as Catalogue | undefined;
    if (!whole) continue;
    picked[ns] = key === undefined ? whole : { ...picked[ns], [key]: whole[key] };
  }
  return picked;
}

/**
 * A provider of the given namespaces (or single keys, see pickMessages). A nested provider replaces
 * its parent's messages (use-intl), so an inner one lists everything its client components read.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const all = (await getMessages()) as Catalogue;
  return <NextIntlClientProvider messages={pickMessages(all, namespaces)}>{children}</NextIntlClientProvider>;
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
