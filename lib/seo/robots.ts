import { INVITATION_ONLY_PATH_PREFIXES, PRIVATE_PATH_PREFIXES } from './paths';

/** robots.txt of one site. */
export function buildRobotsTxt({
  origin,
  invitationOnly,
}: {
  origin: string;
  invitationOnly: boolean;
}): string {
  const disallow = [...PRIVATE_PATH_PREFIXES, ...(invitationOnly ? INVITATION_ONLY_PATH_PREFIXES : [])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
