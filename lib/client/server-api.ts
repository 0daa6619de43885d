import 'server-only';
import { type ApiResult, readAnswer } from './answer';
import { callTravelApi } from './transport';
import { visitorCookie } from './visitor';

/**
 * The pages' one helper for their server-side calls to the Travel API (lib/client/transport), as
 * the visitor: their session goes along (invitation-only sites answer members only). Every answer is
 * read by lib/client/answer.ts, as the browser's are.
 */
export async function callAsVisitor(
  site: string,
  path: string,
  {
    query = {},
    revalidate,
  }: {
    query?: Record<string, string>;
    /** For a page rendered once per site: how long it may reuse the answer (seconds). */
    revalidate?: number;
  } = {},
): Promise<ApiResult<unknown>> {
  const search = new URLSearchParams(query).toString();
  const res = await callTravelApi({
    path,
    site,
    search: search ? `?${search}` : '',
    headers: await visitorCookie(),
    revalidate,
  });
  return readAnswer(res);
}
