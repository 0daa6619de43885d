import { HOME_PATH } from '@/lib/shell/path-rules';
/**
 * The sign-in rules of spec §2, §4 and §6 as pure functions, so the header, the side menu and the
 * prompts all decide the same way and each rule has a unit test.
 */

/** The permission that lets an Agency Employee see My Bookings (§6). */
export const VIEW_ALL_BOOKINGS = 'view all bookings';

/**
 * The permission that lets an Agency Employee work on all the agency's quotations (issue 29 item 2).
 * The spec names only 'view all bookings' (§6: "Detailed permissions beyond these: not shown"), so
 * this one is ours, in the same style.
 */
export const VIEW_ALL_QUOTATIONS = 'view all quotations';

/**
 * The permission that lets an Agency Employee run the notifications engine (issue 29 item 1: customers,
 * templates, segments, campaigns). The spec allows "Agency Employee or Agency Admin" (§2); an employee
 * also needs this permission, as with bookings and quotations, so an agency decides who writes to its
 * customers.
 */
export const MANAGE_CAMPAIGNS = 'manage campaigns';

/** The roles that act for the whole agency without a permission (as with bookings, lib/backend/booking/access.ts). */
const AGENCY_WIDE_ROLES: readonly string[] = ['Agency', 'Agency Admin', 'SuperAdmin'];

/** The part of a user the rules read (spec §3 User). */
export interface UserFacts {
  role: string;
  guest?: boolean;
  permission?: readonly string[];
}

/** The three ways the header's Login button can sign a visitor in (§4 "Login button choice"). */
export type LoginMethod = 'otp' | 'redirect' | 'password';

export interface LoginMethodFacts {
  otp: boolean;
  oauth: boolean;
  enterprise: boolean;
}

/** OTP if OTP mode is on; else an external redirect if OAuth is configured or the site is enterprise; else e-mail and password. */
export function loginMethod({ otp, oauth, enterprise }: LoginMethodFacts): LoginMethod {
  if (otp) return 'otp';
  if (oauth || enterprise) return 'redirect';
  return 'password';
}

/** Guest users (a Consumer with the guest flag) count as not logged in (§4). */
export const isGuest = (user: UserFacts): boolean => user.guest === true;

/** My Bookings: a Consumer, or an Agency Employee holding 'view all bookings' (§2, §6). */
export function showsMyBookings(user: UserFacts): boolean {
  if (user.role === 'Consumer') return true;
  return user.role === 'Agency Employee' && (user.permission ?? []).includes(VIEW_ALL_BOOKINGS);
}

/**
 * Bookings for staff (issue 29 item 3): searching all the agency's bookings, reassigning one,
 * re-sending its confirmation, its audit trail, vouchers, invoices, markup, terms, insurance and
 * rebooking are for the agency (Agency, Agency Admin, SuperAdmin) and an Agency Employee holding
 * 'view all bookings' (§6). The booking page's staff panels and the server
 * (lib/backend/booking/access.ts seesAllBookings, every staff booking call) all ask this.
 */
export function managesBookings(user: UserFacts): boolean {
  if (AGENCY_WIDE_ROLES.includes(user.role)) return true;
  return user.role === 'Agency Employee' && (user.permission ?? []).includes(VIEW_ALL_BOOKINGS);
}

/**
 * The staff quotation list and its actions (open, download, re-send, accept for the customer, book):
 * the agency (Agency, Agency Admin, SuperAdmin), or an Agency Employee holding 'view all quotations'.
 * The header link and the server's refusals both ask this.
 */
export function managesQuotations(user: UserFacts): boolean {
  if (AGENCY_WIDE_ROLES.includes(user.role)) return true;
  return user.role === 'Agency Employee' && (user.permission ?? []).includes(VIEW_ALL_QUOTATIONS);
}

/**
 * The notifications engine (§2 notifications-engine: "Agency Employee or Agency Admin only and only
 * when the notification_engine feature is enabled"): an Agency Admin, or an Agency Employee holding
 * 'manage campaigns', on a site whose feature is on. The header link and every server call ask this.
 */
export function managesNotifications(user: UserFacts, featureEnabled: boolean): boolean {
  if (!featureEnabled) return false;
  if (user.role === 'Agency Admin') return true;
  return user.role === 'Agency Employee' && (user.permission ?? []).includes(MANAGE_CAMPAIGNS);
}

/**
 * Who may search the agency's users (GET api/auth/api/v1/autocomplete/users, e.g. to reassign a
 * booking or filter agent queries by customer): the agency (Agency, Agency Admin, SuperAdmin), or an
 * Agency Employee holding 'view all bookings' or 'view all quotations'.
 */
export function searchesUsers(user: UserFacts): boolean {
  if (AGENCY_WIDE_ROLES.includes(user.role)) return true;
  const held = user.permission ?? [];
  return (
    user.role === 'Agency Employee' &&
    (held.includes(VIEW_ALL_BOOKINGS) || held.includes(VIEW_ALL_QUOTATIONS))
  );
}

/**
 * Which agent queries (customers' enquiries: get_agent_queries, fetch_data_for_agent_query,
 * save_agent_selections) a user works on: 'all' of the agency's for staff who manage quotations;
 * 'own' (those they quoted or saved selections on) for an Agency Employee holding 'view all
 * bookings'; none (null, refused) for anyone else, an employee without either permission included.
 * The header link and every server call ask this.
 */
export function agentQueryScope(user: UserFacts): 'all' | 'own' | null {
  if (managesQuotations(user)) return 'all';
  if (user.role === 'Agency Employee' && (user.permission ?? []).includes(VIEW_ALL_BOOKINGS)) return 'own';
  return null;
}

/** Wallet Amount: only when a credit limit is set and the wallet feature is on (§2). */
export function showsWallet(
  credit: { amount: number | null } | null | undefined,
  walletEnabled: boolean,
): boolean {
  return walletEnabled && credit != null && credit.amount != null && Number.isFinite(credit.amount);
}

/** The release-notes widget starts for Agency, Agency Employee or SuperAdmin, and only when the tenant has one (§4, §6). */
export function startsReleaseNotes(
  role: string | null | undefined,
  beamerId: string | null | undefined,
): boolean {
  if (!beamerId || !role) return false;
  return role === 'Agency' || role === 'Agency Employee' || role === 'SuperAdmin';
}

export interface SpecialFareFacts {
  /** The visitor's path (no tenant segment). */
  path: string;
  loggedIn: boolean;
  /** The login prompt has already been opened in this session. */
  loginAlertOpened: boolean;
  /** The tenant has the `noSpecialFarePrompt` capability (agency 2732). */
  excluded: boolean;
  /** The prompt was already shown in this browser session. */
  reminded: boolean;
}

/** The special-fare prompt (§4): once per session, only on search/trips, logged out, no login alert yet, not excluded. */
export function showsSpecialFarePrompt(f: SpecialFareFacts): boolean {
  return f.path === HOME_PATH && !f.loggedIn && !f.loginAlertOpened && !f.excluded && !f.reminded;
}

/** Pages an invitation-only tenant keeps behind sign-in (§2 "login guard": the search pages and package detail). */
export function isGuardedPath(path: string): boolean {
  if (path === '/search/trips' || path === '/holidays' || path === '/userloginsso') return true;
  return path.startsWith('/search/trips/') || path.startsWith('/detail/');
}

/** Where a guarded page sends the visitor after sign-in: /search/trips with the fragment they had (§4). */
export function afterGuardLogin(hash: string): string {
  const fragment = hash.replace(/^#/, '');
  return fragment ? `${HOME_PATH}#${fragment}` : HOME_PATH;
}

/** The first name the header shows; a user without one sees their e-mail's local part. */
export function displayName(user: {
  email?: string | null;
  details?: { first_name?: string | null } | null;
}): string {
  const first = user.details?.first_name?.trim();
  if (first) return first;
  return (user.email ?? '').split('@')[0] ?? '';
}

/**
 * Who may run the site's console (issue 32: configuration, versions): the agency's admin, or a
 * SuperAdmin. The header's link and every console call ask this; no permission opens it to others.
 */
export function runsConsole(user: UserFacts): boolean {
  return !user.guest && (user.role === 'Agency Admin' || user.role === 'SuperAdmin');
}
