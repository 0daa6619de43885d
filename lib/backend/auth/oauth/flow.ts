import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { deriveKey } from '@/lib/auth/secret';
import { OAuthFlowError, type TOAuthEndpoints, type TOAuthProvider } from './settings';

/** How long a started sign-in may take at the provider. */
export const OAUTH_FLOW_TTL_SECONDS = 10 * 60;

/**
 * What the browser carries between "go to the provider" and "back with a code": a sealed
 * (encrypted + MACed, iron-session) cookie with the state, the PKCE verifier and the return
 * address, bound to the tenant. Nothing of it is readable or forgeable by the browser.
 */
const ZPendingFlow = z.object({
  tenantId: z.string(),
  state: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  exp: z.number(),
});
export type TPendingFlow = z.infer<typeof ZPendingFlow>;

const b64url = (buf: Buffer) => buf.toString('base64url');

/** RFC 7636 S256: challenge = BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return b64url(createHash('sha256').update(verifier).digest());
}

export interface TStartedFlow {
  authorizeUrl: string;
  sealed: string;
  pending: TPendingFlow;
}

/** Creates state and PKCE verifier and the provider's authorize URL for this tenant. */
export async function startFlow(input: {
  tenantId: string;
  provider: TOAuthProvider;
  endpoints: TOAuthEndpoints;
  redirectUri: string;
  now?: number;
}): Promise<TStartedFlow> {
  const now = input.now ?? Date.now();
  const pending: TPendingFlow = {
    tenantId: input.tenantId,
    state: b64url(randomBytes(32)),
    verifier: b64url(randomBytes(48)),
    redirectUri: input.redirectUri,
    exp: now + OAUTH_FLOW_TTL_SECONDS * 1000,
  };
  const url = new URL(input.endpoints.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.provider.client_id);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', input.provider.scope);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('code_challenge', pkceChallenge(pending.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  const sealed = await sealData(pending, { password: deriveKey('oauth-flow'), ttl: OAUTH_FLOW_TTL_SECONDS });
  return { authorizeUrl: url.toString(), sealed, pending };
}

/** The pending flow of a returning browser, checked against tenant, state and expiry. */
export async function openFlow(input: {
  sealed: string | null;
  tenantId: string;
  state: string | null | undefined;
  now?: number;
}): Promise<TPendingFlow> {
  if (!input.sealed) throw new OAuthFlowError('no_pending_flow');
  let raw: unknown;
  try {
    raw = await unsealData(input.sealed, { password: deriveKey('oauth-flow'), ttl: OAUTH_FLOW_TTL_SECONDS });
  } catch {
    throw new OAuthFlowError('flow_unreadable');
  }
  const parsed = ZPendingFlow.safeParse(raw);
  if (!parsed.success) throw new OAuthFlowError('flow_unreadable');
  const flow = parsed.data;
  if (flow.exp <= (input.now ?? Date.now())) throw new OAuthFlowError('flow_expired');
  if (flow.tenantId !== input.tenantId) throw new OAuthFlowError('flow_other_tenant');
  if (!input.state || !sameString(input.state, flow.state)) throw new OAuthFlowError('state_mismatch');
  return flow;
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
