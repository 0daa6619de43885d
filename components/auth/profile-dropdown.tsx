'use client';

import { useTranslations } from 'next-intl';
import { useDisclosure } from '@/components/a11y/use-disclosure';
import { ChevronDownIcon, UserIcon } from '@/components/common/shell-icons';
import Link from '@/components/i18n/locale-link';
import {
  agentQueryScope,
  displayName,
  managesNotifications,
  managesQuotations,
  runsConsole,
  showsMyBookings,
} from '@/lib/auth/rules';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { useAuth } from './auth-context';
import type { HeaderUser } from './use-header-user';

const FEATURED_PACKAGES_PATH = '/featured-packages';
const WALLET_PATH = '/wallet';

const itemClass =
  'flex min-h-10 w-full items-center px-4 text-start text-sm text-ink hover:bg-brand/10 hover:text-brand focus-visible:bg-brand/10 focus-visible:outline-none';

/**
 * The logged-in header menu (§2 "Header profile dropdown"): the first name, then Wallet Amount
 * (credit limit + wallet feature), Featured Packages (new tab, feature-flagged), My Bookings (new
 * tab; Consumer, or Agency Employee with 'view all bookings'), Quotations (agency staff who manage
 * quotations, issue 29), Notifications engine (staff who manage campaigns where the feature is on, §2),
 * Edit Profile and Logout.
 * A disclosure: Escape or a click outside closes it.
 */
export function ProfileDropdown({ headerUser }: { headerUser: HeaderUser }) {
  const auth = useAuth();
  const t = useTranslations('Auth.profile');
  const { open, setOpen, listId, root, button } = useDisclosure();
  const { user, wallet } = headerUser;
  const name = displayName(user);

  if (!auth) return null;
  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative hidden lg:block" data-testid="profile-menu">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu', { name })}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <UserIcon className="h-4 w-4" />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 min-w-56 overflow-hidden rounded-xl border border-black/10 bg-white py-1 shadow-xl"
      >
        {wallet ? (
          <li className="border-b border-black/5 text-sm">
            {/* Leads to the wallet statement (issue 28 item 6). */}
            <Link href={WALLET_PATH} className="block px-4 py-2 hover:bg-brand/10" onClick={close}>
              <span className="block text-slate-600">{t('wallet')}</span>
              <span className="font-semibold text-ink">{wallet}</span>
            </Link>
          </li>
        ) : null}
        {auth.config.featuredPackagesEnabled ? (
          <li>
            <Link
              href={FEATURED_PACKAGES_PATH}
              target="_blank"
              rel="noopener"
              className={itemClass}
              onClick={close}
            >
              {t('featuredPackages')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </Link>
          </li>
        ) : null}
        {showsMyBookings(user) ? (
          <li>
            <Link
              href={SHELL_ROUTES.bookings}
              target="_blank"
              rel="noopener"
              className={itemClass}
              onClick={close}
            >
              {t('myBookings')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </Link>
          </li>
        ) : null}
        {managesQuotations(user) ? (
          <li>
            <Link href={SHELL_ROUTES.quotations} className={itemClass} onClick={close}>
              {t('quotations')}
            </Link>
          </li>
        ) : null}
        {agentQueryScope(user) ? (
          <li>
            <Link href={SHELL_ROUTES.queries} className={itemClass} onClick={close}>
              {t('queries')}
            </Link>
          </li>
        ) : null}
        {managesNotifications(user, auth.config.notificationEngineEnabled) ? (
          <li>
            <Link href={SHELL_ROUTES.notificationsEngine} className={itemClass} onClick={close}>
              {t('notificationsEngine')}
            </Link>
          </li>
        ) : null}
        {runsConsole(user) ? (
          <li>
            <Link href={SHELL_ROUTES.console} className={itemClass} onClick={close}>
              {t('siteConsole')}
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              auth.openEditProfile();
            }}
          >
            {t('editProfile')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              void auth.logout();
            }}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
