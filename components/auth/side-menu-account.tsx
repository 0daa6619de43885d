'use client';

import { useTranslations } from 'next-intl';
import { UserIcon } from '@/components/common/shell-icons';
import Link from '@/components/i18n/locale-link';
import { agentQueryScope, managesNotifications, managesQuotations, runsConsole } from '@/lib/auth/rules';
import { isSearchTrips } from '@/lib/shell/path-rules';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { useAuth } from './auth-context';
import { useHeaderUser } from './use-header-user';

const primaryClass =
  'flex h-11 w-full items-center justify-center gap-2 rounded-full bg-brand px-5 font-semibold text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const secondaryClass =
  'flex h-11 w-full items-center justify-center rounded-full px-5 font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The account part of the mobile side menu (§2 "Mobile shell"): Login when logged out; Edit Profile
 * and Logout when logged in, with the wallet amount on the search page and, for agency staff who
 * manage quotations, their Quotations list (issue 29), and for staff who manage campaigns, the
 * notifications engine (where the feature is on).
 */
export function SideMenuAccount({
  loginLabel,
  loginLink,
  path,
  onClose,
}: {
  loginLabel: string;
  loginLink: string;
  path: string;
  onClose: () => void;
}) {
  const auth = useAuth();
  if (!auth)
    return (
      <div className="mt-auto border-t border-black/10 p-4">
        <Link href={loginLink} scroll={false} onClick={onClose} className={primaryClass}>
          <UserIcon className="h-5 w-5" />
          {loginLabel}
        </Link>
      </div>
    );
  return <AccountActions loginLabel={loginLabel} path={path} onClose={onClose} />;
}

/** With the sign-in provider: Login, or Edit Profile / Logout for a signed-in user. */
function AccountActions({
  loginLabel,
  path,
  onClose,
}: {
  loginLabel: string;
  path: string;
  onClose: () => void;
}) {
  const auth = useAuth();
  const t = useTranslations('Auth.profile');
  const headerUser = useHeaderUser();
  if (!auth) return null;
  if (!headerUser)
    return (
      <div className="mt-auto border-t border-black/10 p-4">
        <button
          type="button"
          className={primaryClass}
          onClick={() => {
            onClose();
            auth.openLogin();
          }}
        >
          <UserIcon className="h-5 w-5" />
          {loginLabel}
        </button>
      </div>
    );

  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-black/10 p-4">
      {headerUser.wallet && isSearchTrips(path) ? (
        <p className="mb-1 text-sm">
          <span className="text-slate-600">{t('wallet')}: </span>
          <span className="font-semibold text-ink">{headerUser.wallet}</span>
        </p>
      ) : null}
      {managesQuotations(headerUser.user) ? (
        <Link href={SHELL_ROUTES.quotations} onClick={onClose} className={secondaryClass}>
          {t('quotations')}
        </Link>
      ) : null}
      {agentQueryScope(headerUser.user) ? (
        <Link href={SHELL_ROUTES.queries} onClick={onClose} className={secondaryClass}>
          {t('queries')}
        </Link>
      ) : null}
      {managesNotifications(headerUser.user, auth.config.notificationEngineEnabled) ? (
        <Link href={SHELL_ROUTES.notificationsEngine} onClick={onClose} className={secondaryClass}>
          {t('notificationsEngine')}
        </Link>
      ) : null}
      {runsConsole(headerUser.user) ? (
        <Link href={SHELL_ROUTES.console} onClick={onClose} className={secondaryClass}>
          {t('siteConsole')}
        </Link>
      ) : null}
      <button
        type="button"
        className={primaryClass}
        onClick={() => {
          onClose();
          auth.openEditProfile();
        }}
      >
        {t('editProfile')}
      </button>
      <button
        type="button"
        className={secondaryClass}
        onClick={() => {
          onClose();
          void auth.logout();
        }}
      >
        {t('logout')}
      </button>
    </div>
  );
}
