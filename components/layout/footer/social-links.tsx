import type { SocialLink, SocialNetwork } from '@/lib/shell/social';
import { SocialIcon } from './social-icons';

/** The social icons, each a link named after its network (the icon itself is decorative). */
export function SocialLinks({
  links,
  names,
  newTabHint,
  className = '',
}: {
  links: SocialLink[];
  names: Record<SocialNetwork, string>;
  newTabHint: string;
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`}>
      {links.map((s) => (
        <li key={s.network}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${names[s.network]} ${newTabHint}`}
            className="social-link"
          >
            <SocialIcon network={s.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
