export { clientIp } from './client-ip';
export { checkPolicy } from './policies';
export { attemptStore } from './process-limiter';
export { assertWithinLimit, refuseTooMany } from './response';
export { accountTag, beginSignInAttempt, type SignInParty, unlockAccount } from './sign-in-throttle';
