import { HOME_PATH } from './path-rules';

/** Pages the shell links to (spec §2 routes). */
export const SHELL_ROUTES = {
  home: HOME_PATH,
  bookings: '/bookings',
  /** The agency's quotations (issue 29 item 2; the spec's routes name no staff list). */
  quotations: '/quotations',
  /** Customers' enquiries an agent works on (issue 29 item 4, spec §7 agent queries). */
  queries: '/queries',
  /** The notifications engine (spec §2 notifications-engine; staff who manage campaigns). */
  notificationsEngine: '/notifications-engine',
  /** The site console (issue 32; the agency admin). */
  console: '/console',
  termsAndConditions: '/terms_conditions',
  privacyPolicy: '/privacy_policy',
  aboutUs: '/about_us',
  /** The custom about page of the `customAboutPage` capability (agency 72). */
  customAboutUs: '/about-us',
  contactUs: '/contact-us',
  updates: '/updates',
} as const;

/** Query that asks the page to open the sign-in dialog; the auth work reads it. */
export const LOGIN_QUERY = 'login';

/** The current page with the login query added (other query parameters kept). */
export function loginHref(path: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set(LOGIN_QUERY, '1');
  return `${path}?${params.toString()}`;
}
