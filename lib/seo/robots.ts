import { INVITATION_ONLY_PATH_PREFIXES, PRIVATE_PATH_PREFIXES } from './paths';

/**
 * robots.txt of one site. `localePrefixes` are the path prefixes of its other languages (`/fr`):
 * their private pages are disallowed too, and each language has its own sitemap.
 */
export function buildRobotsTxt({
  origin,
  invitationOnly,
  localePrefixes = [],
}: {
  origin: string;
  invitationOnly: boolean;
  localePrefixes?: readonly string[];
}): string {
  const disallow = [...PRIVATE_PATH_PREFIXES, ...(invitationOnly ? INVITATION_ONLY_PATH_PREFIXES : [])];
  const prefixes = ['', ...localePrefixes];
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.flatMap((prefix) => disallow.map((p) => `Disallow: ${prefix}${p}`)),
    '',
    ...prefixes.map((prefix) => `Sitemap: ${origin}${prefix}/sitemap.xml`),
    '',
  ].join('\n');
}
