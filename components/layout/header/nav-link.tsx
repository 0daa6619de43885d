import type { ReactNode } from 'react';
import Link from '@/components/i18n/locale-link';
import type { NavLink } from '@/lib/shell/links';

/**
 * One navigation link: client-side navigation for the site's own pages, a new tab (announced to
 * screen readers) for another site, a plain anchor for mailto:/tel:.
 */
export function ShellLink({
  link,
  className,
  newTabHint,
  children,
  onClick,
}: {
  link: Pick<NavLink, 'href' | 'label' | 'external'>;
  className?: string;
  newTabHint: string;
  children?: ReactNode;
  onClick?: () => void;
}) {
  const content = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
        <span className="sr-only"> {newTabHint}</span>
      </a>
    );
  }
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={className} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick}>
      {content}
    </a>
  );
}
