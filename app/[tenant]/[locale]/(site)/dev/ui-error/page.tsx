import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPageFrame } from '@/components/auth/pages/auth-page-frame';
import { UiErrorTrigger } from '@/components/dev/ui-error-trigger';
import { routeLocale } from '@/i18n/route-locale';
import { mailboxOpenToRequest } from '@/lib/http/mailbox-guard';

/** Decided per request, as the development mailbox: who asks and the server's environment. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('AuthPages.uiError');
  return { title: t('title'), robots: { index: false } };
}

/**
 * A UI error on demand, to check the error reports end to end (docs/error-reports.md): like the
 * development mailbox, in a production build only for the machine itself, else a plain 404.
 */
export default async function DevUiErrorPage() {
  if (!mailboxOpenToRequest(await headers())) notFound();
  const t = await getTranslations('AuthPages.uiError');
  return (
    <AuthPageFrame title={t('title')}>
      <p className="mb-4 text-sm text-slate-700">{t('intro')}</p>
      <UiErrorTrigger label={t('trigger')} />
    </AuthPageFrame>
  );
}
