import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { getWorkingConfig } from '@/lib/client/site-config';
import { buildSiteMetadata, buildTravelAgencyJsonLd, siteOrigin } from '@/lib/seo';
import { themeCss } from '@/lib/tenant/theme';

/** Rendered once per tenant and cached (ISR); per-visitor parts are small client components. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tenant: string }> };

/**
 * Site-wide metadata from the working configuration. The origin comes from the site key, never from
 * the request (reading headers() would make every tenant page dynamic); pages add their canonical
 * URL with canonicalFor() from lib/seo.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  return wc ? buildSiteMetadata(wc, siteOrigin(tenant, process.env)) : {};
}

export default async function TenantLayout({ children, params }: Props & { children: ReactNode }) {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  return (
    <>
      <style precedence="tenant-theme" href={`theme-${wc.subdomain}`}>
        {themeCss(wc.theme)}
      </style>
      <JsonLd data={buildTravelAgencyJsonLd(wc, siteOrigin(tenant, process.env))} />
      {/* The planner, package and quotation pages add their namespaces ((planner)/layout.tsx). */}
      <ClientMessages namespaces={SHELL_CLIENT_NAMESPACES}>{children}</ClientMessages>
    </>
  );
}
