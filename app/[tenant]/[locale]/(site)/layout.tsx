import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { PreviewBar } from '@/components/console/preview-bar';
import { resolveShellText } from '@/components/layout/shell/shell-text';
import { SiteShell } from '@/components/layout/shell/site-shell';
import { ConsentSettingsLink, SiteScripts } from '@/components/site-scripts/lazy';
import { WidgetRouteGuard } from '@/components/widget/widget-route-guard';
import { routeLocale } from '@/i18n/route-locale';
import { localizePath } from '@/i18n/routing';
import { authConfigFor } from '@/lib/browser/auth/config';
import { ASKS_CONSENT_ATTRIBUTE } from '@/lib/browser/site-scripts/consent';
import { builderPage } from '@/lib/builder/model';
import { getWorkingConfig } from '@/lib/client/site-config';
import { previewing } from '@/lib/client/site-preview';
import { countryByCode } from '@/lib/reference';
import { shellModel } from '@/lib/shell/model';
import { siteScriptPlan } from '@/lib/site-scripts/plan';
import { CONSENT_PURPOSES } from '@/lib/site-scripts/registry';

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
  const locale = await routeLocale(params);
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant, locale);
  if (!wc) notFound();
  const [header, footer, mobile] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Footer'),
    getTranslations('MobileMenu'),
  ]);
  const text = resolveShellText({ header, footer, mobile }, wc);
  // Chat, tags, pixels (spec §1, §6): only sites that configure them carry any of it, so the pages
  // of every other site are byte for byte as before.
  const plan = siteScriptPlan(wc);
  const consent = plan ? await getTranslations('Consent') : null;
  // An admin's live preview of their draft (issue 32) says so on every page; nobody else's page changes.
  const preview = (await previewing()) ? (
    <PreviewBar leaveHref={localizePath('/console/preview/leave', locale, wc.defaultLocale)} />
  ) : null;
  const shell = (
    <SiteShell
      tenant={tenant}
      model={shellModel(wc, text.labels, 'consumer', locale)}
      text={text}
      footerExtra={consent ? <ConsentSettingsLink label={consent('settings')} /> : undefined}
      builder={builderPage(wc) !== null}
    >
      {/* Widget mode (§6): inside the widget's frame most routes offer a new tab instead. */}
      <WidgetRouteGuard tenant={tenant}>{children}</WidgetRouteGuard>
    </SiteShell>
  );
  // Sign-in is per visitor: a client provider around the cached shell (components/auth).
  return (
    <AuthProvider
      tenant={tenant}
      config={authConfigFor(wc)}
      defaultDialCode={countryByCode(wc.origin ?? '')?.dial_code ?? ''}
    >
      {preview}
      {plan && consent ? (
        <>
          {/* This site's own policy beside the header's (lib/security/headers.mjs siteScriptsPolicy);
              it also says the site asks for consent (consentUnanswered). */}
          <meta
            httpEquiv="Content-Security-Policy"
            content={plan.policy}
            {...{ [ASKS_CONSENT_ATTRIBUTE]: '' }}
          />
          <SiteScripts
            scripts={plan.scripts}
            purposes={plan.purposes}
            text={{
              title: consent('title'),
              body: consent('body'),
              accept: consent('accept'),
              reject: consent('reject'),
              choose: consent('choose'),
              save: consent('save'),
              purposes: Object.fromEntries(
                CONSENT_PURPOSES.map((p) => [
                  p,
                  { label: consent(`purposes.${p}.label`), hint: consent(`purposes.${p}.hint`) },
                ]),
              ) as Record<(typeof CONSENT_PURPOSES)[number], { label: string; hint: string }>,
            }}
          />
          {shell}
        </>
      ) : (
        shell
      )}
    </AuthProvider>
  );
}
