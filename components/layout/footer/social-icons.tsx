import { Icon } from '@/components/icons/icon';
import type { SocialNetwork } from '@/lib/shell/social';

/** The brand mark of a social network (icons.svg: one path each, drawn in the current colour). */
export function SocialIcon({
  network,
  className = 'h-5 w-5',
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return <Icon name={network} className={className} />;
}
