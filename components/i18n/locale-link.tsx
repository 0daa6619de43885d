'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { type ComponentProps, createContext, type ReactNode, useContext, useMemo } from 'react';
import { localePrefixOf, withLocalePrefix } from '@/i18n/routing';

/**
 * Internal links and navigations in the page's language (issue 31): the page's prefix (`/fr`, ''
 * for the site's default) comes from the site document (app/[tenant]/[locale]/layout.tsx), so a
 * cached page's links are right from the server; every link and push of the storefront goes
 * through these, never through next/link or the router directly.
 */
const LocalePrefixContext = createContext('');

export function LocalePrefixProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <LocalePrefixContext.Provider value={prefix}>{children}</LocalePrefixContext.Provider>;
}

export const useLocalePrefix = (): string => useContext(LocalePrefixContext);

/** next/link, with an internal absolute `href` in the page's language. */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const prefix = useLocalePrefix();
  const localized =
    typeof href === 'string'
      ? withLocalePrefix(href, prefix)
      : href.pathname
        ? { ...href, pathname: withLocalePrefix(href.pathname, prefix) }
        : href;
  return <NextLink href={localized} {...props} />;
}

/** The App Router's router, pushing and replacing internal paths in the page's language. */
export function useLocaleRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const prefix = useLocalePrefix();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...rest) => router.push(withLocalePrefix(href, prefix), ...rest),
      replace: (href, ...rest) => router.replace(withLocalePrefix(href, prefix), ...rest),
      prefetch: (href, ...rest) => router.prefetch(withLocalePrefix(href, prefix), ...rest),
    }),
    [router, prefix],
  );
}

/** For a full page load from an event handler: `window.location.assign(inPageLanguage(path))`. */
export function inPageLanguage(path: string): string {
  return typeof window === 'undefined'
    ? path
    : withLocalePrefix(path, localePrefixOf(window.location.pathname));
}
