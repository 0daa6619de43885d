import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPageFrame } from '@/components/auth/pages/auth-page-frame';
import { SetPasswordForm } from '@/components/auth/pages/set-password-form';
import { routeLocale } from '@/i18n/route-locale';

/** Per visitor (the link's token is in the query): rendered on request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('AuthPages.setPassword');
  return { title: t('title'), robots: { index: false } };
}

/** Set a password from the e-mailed link (spec §2 set-password): per-visitor, never cached. */
export default async function SetPasswordPage({ searchParams, params }: Props & { params: Promise<object> }) {
  await routeLocale(params);
  const query = await searchParams;
  const [t, ts] = await Promise.all([
    getTranslations('AuthPages.setPassword'),
    getTranslations('Auth.signIn'),
  ]);
  const userId = one(query.user_id);
  const token = one(query.token);
  return (
    <AuthPageFrame title={t('title')}>
      {userId && token ? (
        <SetPasswordForm
          userId={userId}
          token={token}
          text={{
            intro: t('intro'),
            password: t('password'),
            confirm: t('confirm'),
            submit: t('submit'),
            success: t('success'),
            failure: t('failure'),
            mismatch: t('mismatch'),
            login: t('login'),
            showPassword: ts('showPassword'),
            hidePassword: ts('hidePassword'),
          }}
        />
      ) : (
        <p role="alert" className="text-red-800">
          {t('missingToken')}
        </p>
      )}
    </AuthPageFrame>
  );
}
