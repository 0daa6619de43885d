'use client';

import { useDisclosure } from '@/components/a11y/use-disclosure';
import { ChevronDownIcon } from '@/components/common/shell-icons';
import Link from '@/components/i18n/locale-link';
import type { ModeLink } from '@/lib/shell/modes';

/** The "More" disclosure holding the modes after the first three. Escape or a click outside closes it. */
export function ModeMoreMenu({ label, modes }: { label: string; modes: ModeLink[] }) {
  const { open, setOpen, listId, root, button } = useDisclosure();

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink/80 hover:bg-brand/10 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-1 max-h-[300px] min-w-48 overflow-y-auto rounded-lg border border-black/10 bg-white py-1 shadow-lg"
      >
        {modes.map((m) => (
          <li key={m.type}>
            <Link
              href={m.href}
              className="block px-4 py-2 text-sm text-ink hover:bg-brand/10 hover:text-brand focus-visible:bg-brand/10 focus-visible:outline-none"
              onClick={() => setOpen(false)}
            >
              {m.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
