import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPageFrame } from '@/components/auth/pages/auth-page-frame';
import { DevMailbox } from '@/components/auth/pages/dev-mailbox';
import { routeLocale } from '@/i18n/route-locale';
import { mailboxOpenToRequest } from '@/lib/http/mailbox-guard';

/** Decided per request: who asks (the machine itself?) and the server's environment, not the build's. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('AuthPages.mailbox');
  return { title: t('title'), robots: { index: false } };
}

/** The development mailbox: in a production build only for the machine itself, else a plain 404. */
export default async function DevMailboxPage() {
  if (!mailboxOpenToRequest(await headers())) notFound();
  const t = await getTranslations('AuthPages.mailbox');
  return (
    <AuthPageFrame title={t('title')} wide>
      <DevMailbox
        text={{
          intro: t('intro'),
          empty: t('empty'),
          to: t('to'),
          subject: t('subject'),
          sent: t('sent'),
          links: t('links'),
          refresh: t('refresh'),
          failure: t('failure'),
        }}
      />
    </AuthPageFrame>
  );
}
