'use client';

import { BackIcon } from '@/components/common/shell-icons';
import { useLocaleRouter } from '@/components/i18n/locale-link';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/** Goes back one page; a visitor who landed here directly has no history, so they go home instead. */
export function BackButton({ label }: { label: string }) {
  const router = useLocaleRouter();
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push(SHELL_ROUTES.home);
      }}
    >
      <BackIcon />
    </button>
  );
}
