export { clearedFlowCookie, flowCookie, readFlowCookie } from './cookie';
export { exchangeCodeForIdentity, type TOAuthIdentity } from './exchange';
export { OAUTH_FLOW_TTL_SECONDS, openFlow, pkceChallenge, startFlow, type TPendingFlow } from './flow';
export { findOrCreateOAuthUser } from './link-user';
export {
  clientSecretEnvName,
  OAuthFlowError,
  oauthProviderFor,
  resolveEndpoints,
  type TOAuthProvider,
  ZOAuthProviderSettings,
} from './settings';
