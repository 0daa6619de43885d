import 'server-only';
import { z } from 'zod';

/**
 * A tenant's OAuth 2.0 / OpenID Connect provider, from its site configuration at
 * `fe_config.oauth`. Everything here is public (the browser is sent to the authorize URL with the
 * client id anyway); the client SECRET is never in the site configuration, which is served to
 * browsers: it comes from the environment (`OAUTH_CLIENT_SECRET_<TENANT KEY>`, see below) and may
 * be absent for a public client, which then relies on PKCE alone.
 *
 * Endpoints may be given one by one, or only `issuer` to discover them
 * (`<issuer>/.well-known/openid-configuration`).
 */
const ZEndpoint = z
  .string()
  .url()
  .refine((u) => {
    const url = new URL(u);
    return url.protocol === 'https:' || isLoopback(url.hostname);
  }, 'must be https (http only on this machine)');

export const ZOAuthProviderSettings = z.object({
  issuer: ZEndpoint.optional(),
  authorization_endpoint: ZEndpoint.optional(),
  token_endpoint: ZEndpoint.optional(),
  userinfo_endpoint: ZEndpoint.optional(),
  client_id: z.string().min(1),
  scope: z.string().min(1).default('openid email profile'),
  /** Extra return addresses accepted besides the site's own host (e.g. a custom login page). */
  redirect_uris: z.array(z.string().url()).default([]),
});
export type TOAuthProviderSettings = z.infer<typeof ZOAuthProviderSettings>;

export interface TOAuthEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

export interface TOAuthProvider extends TOAuthProviderSettings {
  clientSecret: string | null;
}

function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** `OAUTH_CLIENT_SECRET_DEMO` for tenant `demo`, `OAUTH_CLIENT_SECRET_ACME_TRAVEL` for `acme-travel`. */
export function clientSecretEnvName(tenantKey: string): string {
  return `OAUTH_CLIENT_SECRET_${tenantKey.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The tenant's provider, or null when OAuth is not configured (or its settings are invalid). */
export function oauthProviderFor(
  tenant: { key: string; config: { fe_config?: unknown } },
  env: Record<string, string | undefined> = process.env,
): TOAuthProvider | null {
  const fe = tenant.config.fe_config;
  const raw = fe && typeof fe === 'object' ? (fe as Record<string, unknown>).oauth : undefined;
  if (!raw) return null;
  const parsed = ZOAuthProviderSettings.safeParse(raw);
  if (!parsed.success) return null;
  const s = parsed.data;
  if (!s.issuer && !(s.authorization_endpoint && s.token_endpoint && s.userinfo_endpoint)) return null;
  return { ...s, clientSecret: env[clientSecretEnvName(tenant.key)]?.trim() || null };
}

const ZDiscovery = z
  .object({
    authorization_endpoint: ZEndpoint,
    token_endpoint: ZEndpoint,
    userinfo_endpoint: ZEndpoint,
  })
  .passthrough();

const discovered = new Map<string, { at: number; endpoints: TOAuthEndpoints }>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The three endpoints: as configured, else from the issuer's discovery document (cached 1 h). */
export async function resolveEndpoints(
  provider: TOAuthProviderSettings,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<TOAuthEndpoints> {
  const { authorization_endpoint: a, token_endpoint: t, userinfo_endpoint: u, issuer } = provider;
  if (a && t && u) return { authorization_endpoint: a, token_endpoint: t, userinfo_endpoint: u };
  if (!issuer) throw new OAuthFlowError('not_configured');
  const hit = discovered.get(issuer);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.endpoints;
  const res = await fetchImpl(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new OAuthFlowError('discovery_failed');
  const doc = ZDiscovery.safeParse(await res.json().catch(() => null));
  if (!doc.success) throw new OAuthFlowError('discovery_failed');
  const endpoints: TOAuthEndpoints = {
    authorization_endpoint: a ?? doc.data.authorization_endpoint,
    token_endpoint: t ?? doc.data.token_endpoint,
    userinfo_endpoint: u ?? doc.data.userinfo_endpoint,
  };
  discovered.set(issuer, { at: now, endpoints });
  return endpoints;
}

/**
 * Why an OAuth sign-in failed, for the log only (the user always reads 'An error occured').
 * Carries a reason code, never a token, code or secret.
 */
export class OAuthFlowError extends Error {
  constructor(readonly reason: string) {
    super(`oauth: ${reason}`);
    this.name = 'OAuthFlowError';
  }
}
