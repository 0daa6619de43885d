import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { resolveShellText } from '@/components/layout/shell/shell-text';
import { SiteShell } from '@/components/layout/shell/site-shell';
import { WidgetRouteGuard } from '@/components/widget/widget-route-guard';
import { authConfigFor } from '@/lib/browser/auth/config';
import { builderPage } from '@/lib/builder/model';
import { getWorkingConfig } from '@/lib/client/site-config';
import { countryByCode } from '@/lib/reference';
import { shellModel } from '@/lib/shell/model';

/**
 * Pages with the site shell (header, footer, mobile shell). Everything here is resolved per tenant
 * and cached with the tenant layout; what depends on the path is decided by small client leaves.
 */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ tenant: string }>;
}) {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  const [header, footer, mobile] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Footer'),
    getTranslations('MobileMenu'),
  ]);
  const text = resolveShellText({ header, footer, mobile }, wc);
  // Sign-in is per visitor: a client provider around the cached shell (components/auth).
  return (
    <AuthProvider
      tenant={tenant}
      config={authConfigFor(wc)}
      defaultDialCode={countryByCode(wc.origin ?? '')?.dial_code ?? ''}
    >
      <SiteShell
        tenant={tenant}
        model={shellModel(wc, text.labels)}
        text={text}
        builder={builderPage(wc) !== null}
      >
        {/* Widget mode (§6): inside the widget's frame most routes offer a new tab instead. */}
        <WidgetRouteGuard tenant={tenant}>{children}</WidgetRouteGuard>
      </SiteShell>
    </AuthProvider>
  );
}
