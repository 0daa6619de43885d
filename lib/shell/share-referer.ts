/**
 * The user-profile share page (spec §2): "a path containing user_prof/share followed by a referer
 * code; the first segment before an ampersand is the referer code". Pure functions of the address
 * path, used by the proxy (every share address renders the one cached share page of the site) and by
 * the browser (the code is kept for the session and sent as check_auth's `referer`, spec §7).
 */

/** The page every share address renders (the proxy rewrites to it; the visitor's address is kept). */
export const SHARE_PAGE_PATH = '/user_prof/share';

const MARKER = 'user_prof/share/';
/** Referer codes are short tokens; anything else is not a code and is never sent on. */
const CODE = /^[A-Za-z0-9._~-]{1,64}$/;

/** Whether the address is a share page (with or without a code). */
export function isSharePath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.includes(MARKER) || /(^|\/)user_prof\/share\/?$/.test(path);
}

/**
 * The referer code of a share address, or null: the path segment after `user_prof/share/`, up to
 * the first ampersand, percent-decoded, and only when it is a plain token (letters, digits, `._~-`,
 * at most 64 characters).
 */
export function shareRefererCode(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const at = path.indexOf(MARKER);
  if (at < 0) return null;
  const segment = path.slice(at + MARKER.length).split('/')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const code = decoded.split('&')[0] ?? '';
  return CODE.test(code) ? code : null;
}
