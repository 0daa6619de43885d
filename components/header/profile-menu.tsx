'use client';

import Link from 'next/link';
import { UserIcon } from '@/components/shell/icons';
import { useShellPath } from '@/components/shell/shell-path';
import { loginHref } from '@/lib/shell/routes';

/**
 * The header's profile slot. Logged out (everyone, until sign-in exists) it is a Login link that
 * adds `?login=1` to the current page; the auth work turns that into the sign-in dialog and adds
 * the logged-in menu (first name, wallet, bookings, edit profile, logout) here.
 * Hidden on mobile: the side menu has its own Login.
 */
export function ProfileMenu({ loginLabel }: { loginLabel: string }) {
  const path = useShellPath();
  return (
    <Link
      href={loginHref(path)}
      scroll={false}
      className="hidden h-10 items-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:inline-flex"
    >
      <UserIcon className="h-4 w-4" />
      {loginLabel}
    </Link>
  );
}
