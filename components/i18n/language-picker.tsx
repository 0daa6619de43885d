'use client';

import clsx from 'clsx';
import { useEffect, useId } from 'react';
import { isLocale, type Locale, languageName } from '@/i18n/locales';
import { LOCALE_COOKIE, localizePath } from '@/i18n/routing';
import { visitorPath } from '@/lib/shell/path-rules';

const ONE_YEAR_S = 365 * 24 * 3600;

function rememberLocale(locale: Locale): void {
  // The proxy reads it on the next unprefixed address (i18n/routing.ts chooseLocaleRoute).
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

const cookieLocale = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);

/**
 * The language picker (issue 31), beside the country/currency chip: the site's languages, each in
 * its own name. Choosing one remembers it (a cookie the proxy reads) and opens the same page in it
 * (a full load: the document's `lang` and `dir` change). The language a visitor reads is the one
 * remembered, so a shared French link keeps them in French. Only on sites with several languages.
 */
export function LanguagePicker({
  locales,
  defaultLocale,
  current,
  label,
  className,
}: {
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The page's language. */
  current: Locale;
  label: string;
  className?: string;
}) {
  const id = useId();
  useEffect(() => {
    if (cookieLocale() !== current) rememberLocale(current);
  }, [current]);
  if (locales.length < 2) return null;

  const choose = (value: string) => {
    if (!isLocale(value) || value === current) return;
    rememberLocale(value);
    const { pathname, search, hash } = window.location;
    window.location.assign(`${localizePath(visitorPath(pathname), value, defaultLocale)}${search}${hash}`);
  };

  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => choose(e.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
