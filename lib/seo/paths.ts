import { HOME_PATH } from '@/lib/shell/path-rules';
import { hasCapability, type WorkingConfig } from '@/lib/tenant/working-config';

/** The site's page paths that SEO files (sitemap, robots, structured data) refer to. */

/**
 * Public pages of a site worth listing in its sitemap: home and the info pages that exist for it
 * (about_us and updates only when configured; the custom about-us page only with its capability).
 */
export function publicPagePaths(wc: WorkingConfig): string[] {
  return [
    HOME_PATH,
    ...(wc.about_us ? ['/about_us'] : []),
    ...(hasCapability(wc, 'customAboutPage') ? ['/about-us'] : []),
    ...(wc.updates ? ['/updates'] : []),
    '/contact-us',
    '/terms',
    '/privacy_policy',
    '/terms_conditions',
  ];
}

/**
 * Paths crawlers must not fetch on any site: the API, per-user and login-only pages, token links,
 * the payment hand-off and results, PDF render pages and the embeddable widget copies of search.
 * Robots rules are prefixes, so `/pay-` covers pay-success and pay-failure.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/bookings',
  '/bookingDetails/',
  '/booking-details/',
  '/quotation-details/',
  '/notifications-engine',
  '/console',
  '/set-password',
  '/verify',
  '/make-payment',
  '/pay-',
  '/payit',
  '/list/pdf/',
  '/detail/pdf/',
  '/search/trips/widgetsSearch/',
  '/userloginsso',
  '/user_prof/',
] as const;

/**
 * Extra paths closed on invitation-only sites: everything behind their login (packages, details,
 * featured and organised packages). Home and the info pages stay crawlable so the agency can still
 * be found and asked for an invitation.
 */
export const INVITATION_ONLY_PATH_PREFIXES = [
  '/holidays',
  '/list/',
  '/details-list/',
  '/detail/',
  '/static_package/',
  '/mbl/',
  '/featured-packages',
] as const;
