import 'server-only';
import { z } from 'zod';
import type { TPendingFlow } from './flow';
import { OAuthFlowError, type TOAuthEndpoints, type TOAuthProvider } from './settings';

const ZTokenResponse = z
  .object({ access_token: z.string().min(1), token_type: z.string().optional() })
  .passthrough();

/** The OIDC standard claims the sign-in needs (userinfo endpoint). */
const ZUserInfo = z
  .object({
    sub: z.string().min(1),
    email: z.string().email(),
    email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
    given_name: z.string().optional(),
    family_name: z.string().optional(),
    name: z.string().optional(),
  })
  .passthrough();

/** Who the provider says signed in. */
export interface TOAuthIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Exchanges the authorization code (with the PKCE verifier) for an access token at the token
 * endpoint, then reads the user from the userinfo endpoint. The tokens come straight from the
 * provider over a back channel, so the userinfo answer is trusted without an id_token signature
 * check. An e-mail the provider marks unverified is refused: accounts are matched by e-mail.
 */
export async function exchangeCodeForIdentity(input: {
  provider: TOAuthProvider;
  endpoints: TOAuthEndpoints;
  flow: TPendingFlow;
  code: string;
  fetchImpl?: typeof fetch;
}): Promise<TOAuthIdentity> {
  const doFetch = input.fetchImpl ?? fetch;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.flow.redirectUri,
    client_id: input.provider.client_id,
    code_verifier: input.flow.verifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (input.provider.clientSecret) {
    // client_secret_basic (RFC 6749 §2.3.1): both parts form-urlencoded before base64.
    const id = encodeURIComponent(input.provider.client_id);
    const secret = encodeURIComponent(input.provider.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  }
  const tokenRes = await safeFetch(doFetch, input.endpoints.token_endpoint, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  if (!tokenRes.ok) throw new OAuthFlowError(`token_http_${tokenRes.status}`);
  const token = ZTokenResponse.safeParse(await tokenRes.json().catch(() => null));
  if (!token.success) throw new OAuthFlowError('token_malformed');
  if (token.data.token_type && token.data.token_type.toLowerCase() !== 'bearer') {
    throw new OAuthFlowError('token_not_bearer');
  }

  const infoRes = await safeFetch(doFetch, input.endpoints.userinfo_endpoint, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
  });
  if (!infoRes.ok) throw new OAuthFlowError(`userinfo_http_${infoRes.status}`);
  const info = ZUserInfo.safeParse(await infoRes.json().catch(() => null));
  if (!info.success) throw new OAuthFlowError('userinfo_malformed');
  const verified = info.data.email_verified;
  if (verified === false || verified === 'false') throw new OAuthFlowError('email_unverified');

  const [first = '', ...rest] = (info.data.name ?? '').trim().split(/\s+/);
  return {
    subject: info.data.sub,
    email: info.data.email.trim().toLowerCase(),
    firstName: info.data.given_name?.trim() || first,
    lastName: info.data.family_name?.trim() || rest.join(' '),
  };
}

async function safeFetch(doFetch: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new OAuthFlowError('provider_unreachable');
  }
}
