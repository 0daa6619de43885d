export { clientIp, type TClientIpOptions } from './client-ip';
export { createRateLimiter } from './limiter';
export { createMemoryStore } from './memory-store';
export { checkPolicy, RATE_LIMIT_POLICIES, type TPolicyName } from './policies';
export { rateLimit } from './process-limiter';
export { assertWithinLimit, RateLimitedError, tooManyAttemptsMessage } from './response';
export type { RateLimitStore, TRateLimitOptions, TRateLimitResult } from './types';
