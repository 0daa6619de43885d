'use client';

import { useRef, useState } from 'react';
import { MenuIcon } from '@/components/common/shell-icons';
import type { MobileText } from '@/components/layout/shell/shell-text';
import type { ShellModel, SideMenuEntry } from '@/lib/shell/model';
import { SideMenu } from './side-menu';

/** The menu button of the mobile header and the side menu it opens. */
export function MobileMenu({
  entries,
  text,
  agencyName,
  languages,
}: {
  entries: SideMenuEntry[];
  text: MobileText;
  agencyName: string;
  languages?: ShellModel['header']['languages'];
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={text.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <MenuIcon />
      </button>
      {open && (
        <SideMenu
          entries={entries}
          text={text}
          agencyName={agencyName}
          languages={languages}
          onClose={() => setOpen(false)}
          returnFocusTo={button}
        />
      )}
    </>
  );
}
