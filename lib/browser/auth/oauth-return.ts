import { HOME_PATH } from '@/lib/shell/path-rules';

/** The site page the OAuth provider sends the visitor back to (spec §2 route userloginsso). */
export const OAUTH_RETURN_PATH = '/userloginsso';

/** The absolute return address asked of user/redirection_url: always this site's own origin. */
export const oauthReturnAddress = (origin: string): string => `${origin}${OAUTH_RETURN_PATH}`;

export interface OAuthReturnParams {
  code: string;
  state: string;
}

/**
 * The provider's answer when the visitor is back on /userloginsso with both `code` and `state`
 * (the backend needs both); anything else (another page, a missing or blank parameter) is null,
 * so nothing is called.
 */
export function oauthReturnParams(path: string, search: string): OAuthReturnParams | null {
  if (path !== OAUTH_RETURN_PATH) return null;
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim();
  const state = params.get('state')?.trim();
  return code && state ? { code, state } : null;
}

/** Where a signed-in visitor lands: the search home, keeping the fragment (the chosen mode). */
export function afterOAuthHref(hash: string): string {
  return `${HOME_PATH}${hash && hash !== '#' ? hash : ''}`;
}
