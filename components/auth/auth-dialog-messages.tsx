'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import arAE from '@/messages/ar-AE/Auth.json';
import deDE from '@/messages/de-DE/Auth.json';
import enGB from '@/messages/en-GB/Auth.json';
import enUS from '@/messages/en-US/Auth.json';
import esES from '@/messages/es-ES/Auth.json';
import frFR from '@/messages/fr-FR/Auth.json';
import hiIN from '@/messages/hi-IN/Auth.json';
import itIT from '@/messages/it-IT/Auth.json';

/**
 * The Auth catalogue of each shipped locale, bundled with the sign-in dialogs' lazily loaded code
 * (a few kB each, gzipped); a locale without one reads en-GB's.
 */
export const AUTH_MESSAGES_BY_LOCALE: Readonly<Record<string, typeof enGB>> = {
  'en-GB': enGB,
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
  'it-IT': itIT,
  'hi-IN': hiIN,
  'ar-AE': arAE,
};

/**
 * Gives the sign-in dialogs their strings. Pages inline Auth without the dialogs' parts
 * (i18n/auth-dialogs.ts); this adds them back to the page's messages. A nested provider inherits
 * the time zone, formats and clock and replaces the messages, so it passes all of them.
 */
export function AuthDialogMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const page = useMessages();
  const messages = useMemo(
    () => ({
      ...page,
      Auth: { ...(AUTH_MESSAGES_BY_LOCALE[locale] ?? enGB), ...(page.Auth as object | undefined) },
    }),
    [locale, page],
  );
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
