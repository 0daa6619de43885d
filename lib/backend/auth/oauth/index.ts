export { clearedFlowCookie, flowCookie, readFlowCookie } from './cookie';
export { exchangeCodeForIdentity } from './exchange';
export { openFlow, pkceChallenge, startFlow } from './flow';
export { findOrCreateOAuthUser } from './link-user';
export { OAuthFlowError, oauthProviderFor, resolveEndpoints } from './settings';
