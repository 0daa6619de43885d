import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPageFrame } from '@/components/auth/pages/auth-page-frame';
import { DevMailbox } from '@/components/auth/pages/dev-mailbox';
import { devMailboxEnabled } from '@/lib/notify/dev-mailbox';

/** Decided per request: the switch is the server's environment, not the build's. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AuthPages.mailbox');
  return { title: t('title'), robots: { index: false } };
}

/** The development mailbox: off in production (unless DEV_MAILBOX=on), where it is a plain 404. */
export default async function DevMailboxPage() {
  if (!devMailboxEnabled()) notFound();
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
