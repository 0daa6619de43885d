import Link from '@/components/i18n/locale-link';
import type { ModeSplit } from '@/lib/shell/modes';
import { ModeMoreMenu } from './mode-more-menu';

/** The header's mode menu: three modes inline, the rest under More (absent when there are none). */
export function ModeMenu({
  modes,
  label,
  moreLabel,
}: {
  modes: ModeSplit;
  label: string;
  moreLabel: string;
}) {
  if (modes.inline.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1">
        {modes.inline.map((m) => (
          <li key={m.type}>
            <Link href={m.href} className="header-link">
              {m.label}
            </Link>
          </li>
        ))}
        {modes.more.length > 0 && (
          <li>
            <ModeMoreMenu label={moreLabel} modes={modes.more} />
          </li>
        )}
      </ul>
    </nav>
  );
}
