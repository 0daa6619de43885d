'use client';

import { useAuth } from '@/components/auth/auth-context';
import { ProfileDropdown } from '@/components/auth/profile-dropdown';
import { useHeaderUser } from '@/components/auth/use-header-user';
import { UserIcon } from '@/components/common/shell-icons';
import { useShellPath } from '@/components/common/shell-path';
import Link from '@/components/i18n/locale-link';
import { loginHref } from '@/lib/shell/routes';

const loginClass =
  'hidden h-10 items-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:inline-flex';

/**
 * The header's profile slot (§2 "Header profile dropdown"): Login when logged out (hidden on
 * mobile, where the side menu has its own), the first name with its menu when logged in. Without
 * the sign-in provider (or before scripts run) Login is a link that asks the page for the dialog.
 */
export function ProfileMenu({ loginLabel }: { loginLabel: string }) {
  const auth = useAuth();
  const headerUser = useHeaderUser();
  const path = useShellPath();
  if (headerUser) return <ProfileDropdown headerUser={headerUser} />;
  if (!auth)
    return (
      <Link href={loginHref(path)} scroll={false} className={loginClass}>
        <UserIcon className="h-4 w-4" />
        {loginLabel}
      </Link>
    );
  return (
    <button type="button" className={loginClass} onClick={() => auth.openLogin()}>
      <UserIcon className="h-4 w-4" />
      {loginLabel}
    </button>
  );
}
