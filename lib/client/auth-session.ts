import type { z } from 'zod';
import type { ZCheckAuthResponse, ZUserDetailsResponse } from '@/lib/contract/auth';
import { AUTH_PATHS } from '@/lib/contract/auth-constants';
import { type ApiResult, parsedBy, withBody } from './answer';
import { callApi } from './browser-api';

/**
 * The calls every page makes at start (check_auth/, then user/details). Their readers (zod, ~26 kB
 * gzipped and ~35 ms of evaluation on a mid-range phone) load only when an answer claims a session:
 * most visitors are not signed in.
 */

/**
 * Only a check_auth answer whose `auth` is true can sign anyone in: every other answer (false,
 * missing, not an object) is logged out whatever else it holds, and is not read further.
 */
export function claimsSession(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { auth?: unknown }).auth === true;
}

/**
 * check_auth/ for the visitor's user_ui_id and referer code (empty when none): its body read only
 * when it claims a session (else null).
 */
export async function checkAuth(
  userUiId: string,
  referer = '',
): Promise<ApiResult<z.infer<typeof ZCheckAuthResponse>>> {
  const res = await callApi(AUTH_PATHS.checkAuth, {
    query: { user_ui_id: userUiId, referer, utm_profile: 0 },
  });
  if (!res.ok || !claimsSession(res.body)) return { ...res, body: null };
  const { ZCheckAuthResponse } = await import('@/lib/contract/auth');
  return withBody(res, parsedBy(ZCheckAuthResponse));
}

/** user/details (extend_session: the page's start keeps the session alive). */
export async function userDetails(
  extendSession = false,
): Promise<ApiResult<z.infer<typeof ZUserDetailsResponse>>> {
  const res = await callApi(AUTH_PATHS.details, extendSession ? { query: { extend_session: true } } : {});
  const { ZUserDetailsResponse } = await import('@/lib/contract/auth');
  return withBody(res, parsedBy(ZUserDetailsResponse));
}
