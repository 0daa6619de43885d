import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPageFrame } from '@/components/auth/pages/auth-page-frame';
import { VerifyAccount } from '@/components/auth/pages/verify-account';
import { routeLocale } from '@/i18n/route-locale';

/** Per visitor (the link's token is in the query): rendered on request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('AuthPages.verify');
  return { title: t('title'), robots: { index: false } };
}

/** Token verification from the e-mailed link (spec §2 verify): per-visitor, never cached. */
export default async function VerifyPage({ searchParams, params }: Props & { params: Promise<object> }) {
  await routeLocale(params);
  const query = await searchParams;
  const t = await getTranslations('AuthPages.verify');
  const tl = await getTranslations('Auth');
  const userId = one(query.user_id);
  const token = one(query.token);
  return (
    <AuthPageFrame title={t('title')}>
      {userId && token ? (
        <VerifyAccount
          userId={userId}
          token={token}
          text={{
            working: t('working'),
            success: t('success'),
            failure: t('failure'),
            resend: t('resend'),
            resent: t('resent'),
            login: tl('login'),
          }}
        />
      ) : (
        <p role="alert" className="text-red-800">
          {t('missing')}
        </p>
      )}
    </AuthPageFrame>
  );
}
