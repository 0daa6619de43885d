import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getWorkingConfig } from '@/lib/tenant';
import { themeCss } from '@/lib/tenant/theme';

/** Rendered once per tenant and cached (ISR); per-visitor parts are small client components. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export default async function TenantLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ tenant: string }>;
}) {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  return (
    <>
      <style precedence="tenant-theme" href={`theme-${wc.subdomain}`}>
        {themeCss(wc.theme)}
      </style>
      {children}
    </>
  );
}
