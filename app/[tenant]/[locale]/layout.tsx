import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { LocalePrefixProvider } from '@/components/i18n/locale-link';
import { JsonLd } from '@/components/seo/json-ld';
import { localeDirection } from '@/i18n/locales';
import { routeLocale } from '@/i18n/route-locale';
import { localePrefix } from '@/i18n/routing';
import { getWorkingConfig } from '@/lib/client/site-config';
import { buildSiteMetadata, buildTravelAgencyJsonLd, siteOrigin } from '@/lib/seo';
import { themeCss } from '@/lib/tenant/theme';

/**
 * The document of a site's page in one of its languages: rendered once per tenant × locale and
 * cached (ISR); per-visitor parts are small client components. The root layout (app/layout.tsx)
 * only passes through, so that `lang` and `dir` come from the route's locale here.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tenant: string; locale: string }> };

/**
 * Site-wide metadata from the working configuration. The origin comes from the site key, never from
 * the request (reading headers() would make every tenant page dynamic); pages add their canonical
 * URL with canonicalFor() from lib/seo.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant, locale);
  return wc ? buildSiteMetadata(wc, siteOrigin(tenant, process.env), locale) : {};
}

export default async function TenantLayout({ children, params }: Props & { children: ReactNode }) {
  const locale = await routeLocale(params);
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant, locale);
  // A language the site does not offer (a stale link, a removed locale) is no page of it.
  if (!wc || !wc.locales.includes(locale)) notFound();
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <style precedence="tenant-theme" href={`theme-${wc.subdomain}`}>
          {themeCss(wc.theme)}
        </style>
        <JsonLd data={buildTravelAgencyJsonLd(wc, siteOrigin(tenant, process.env))} />
        {/* The planner, package and quotation pages add their namespaces ((planner)/layout.tsx). */}
        <LocalePrefixProvider prefix={localePrefix(locale, wc.defaultLocale)}>
          <ClientMessages namespaces={SHELL_CLIENT_NAMESPACES}>{children}</ClientMessages>
        </LocalePrefixProvider>
      </body>
    </html>
  );
}
