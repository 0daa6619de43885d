/** Request header the proxy sets on /api/* requests to name the site (never trusted from outside). */
export const SITE_HEADER = 'x-itinera-site';
