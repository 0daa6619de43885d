'use client';

import { type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/a11y/use-focus-trap';
import { useScrollLock } from '@/components/a11y/use-scroll-lock';
import { SideMenuAccount } from '@/components/auth/side-menu-account';
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon } from '@/components/common/shell-icons';
import { useShellPath } from '@/components/common/shell-path';
import { LanguagePicker } from '@/components/i18n/language-picker';
import { ShellLink } from '@/components/layout/header/nav-link';
import type { MobileText } from '@/components/layout/shell/shell-text';
import type { ShellModel, SideMenuEntry } from '@/lib/shell/model';
import { loginHref } from '@/lib/shell/routes';

const CONTACT_ICONS = { phone: PhoneIcon, email: MailIcon, whatsapp: ChatIcon } as const;

const rowClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base text-ink hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The mobile side menu: a modal drawer from the start edge, labelled by its title, focus kept
 * inside, Escape or the backdrop closes it and focus returns to the menu button.
 */
export function SideMenu({
  entries,
  text,
  agencyName,
  languages,
  onClose,
  returnFocusTo,
}: {
  entries: SideMenuEntry[];
  text: MobileText;
  agencyName: string;
  languages?: ShellModel['header']['languages'];
  onClose: () => void;
  /** The menu button, which gets focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const path = useShellPath();
  useFocusTrap(panel, true, { onEscape: onClose, returnTo: returnFocusTo });
  useScrollLock(true);

  const links = entries.filter(
    (e): e is Extract<SideMenuEntry, { kind: 'page' | 'config' }> => e.kind === 'page' || e.kind === 'config',
  );
  const contacts = entries.filter(
    (e): e is Extract<SideMenuEntry, { kind: 'contact' }> => e.kind === 'contact',
  );
  const login = entries.find((e) => e.kind === 'login');

  // Portalled to <body>: the sticky header's backdrop filter would otherwise become the containing
  // block of this fixed overlay and squeeze it into the header bar.
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 start-0 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl outline-none"
      >
        <div className="flex items-center justify-between gap-2 border-b border-black/10 px-4 py-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {text.title}
            </h2>
            <p className="text-sm text-ink/80">{agencyName}</p>
          </div>
          <button
            type="button"
            aria-label={text.closeMenu}
            onClick={onClose}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <CloseIcon />
          </button>
        </div>

        <nav aria-labelledby={titleId} className="px-2 py-2">
          <ul>
            {links.map((e) => (
              <li key={e.id}>
                <ShellLink link={e} newTabHint={text.opensInNewTab} className={rowClass} onClick={onClose} />
              </li>
            ))}
          </ul>
        </nav>

        {languages && languages.locales.length > 1 && (
          <div className="border-t border-black/10 px-4 py-3">
            <LanguagePicker
              locales={languages.locales}
              defaultLocale={languages.defaultLocale}
              current={languages.current}
              label={text.language}
            />
          </div>
        )}

        {contacts.length > 0 && (
          <section aria-label={text.contact} className="border-t border-black/10 px-2 py-2">
            <ul>
              {contacts.map((e) => {
                const Icon = CONTACT_ICONS[e.icon];
                return (
                  <li key={e.id}>
                    <a
                      href={e.href}
                      aria-label={e.accessibleName}
                      className={rowClass}
                      {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      <Icon className="h-5 w-5 shrink-0 text-brand" />
                      <span className="truncate">{e.label}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {login && (
          <SideMenuAccount
            loginLabel={login.label}
            loginLink={loginHref(path)}
            path={path}
            onClose={onClose}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
