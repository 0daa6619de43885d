export { clientIp } from './client-ip';
export {
  checkSignInThrottle,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInParty,
  unlockAccount,
} from './failures';
export { checkPolicy } from './policies';
export { signInFailureStore } from './process-limiter';
export { assertWithinLimit } from './response';
