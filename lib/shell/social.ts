import { safeHref } from './links';

/** The social networks the footer knows, in the order their icons appear. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

type SocialLinks = Record<SocialNetwork, readonly { redirection_url: string }[]>;

/** One icon per network, and only when that network's first configured link has an address (spec §2). */
export function socialLinks(links: SocialLinks): SocialLink[] {
  const out: SocialLink[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const href = safeHref(links[network]?.[0]?.redirection_url);
    if (href) out.push({ network, href });
  }
  return out;
}
