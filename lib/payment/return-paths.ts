/**
 * Razorpay's hosted checkout sends the traveller back by posting a form from its own origin to
 * this path of the Travel API (behind /api/ on the site). The same-origin rule for state-changing
 * calls (lib/auth/origin) lets it through at both borders (the /api/ mount and the built-in
 * backend): its route only redirects the browser to payit, reads no session and changes nothing;
 * payit's save_payment, same-origin, is what verifies and applies.
 */
export const RAZORPAY_RETURN_PATH = '/payment-gateway/razorpay/return/';

/** Contract paths a gateway's page may post to cross-site (as the Travel API sees them). */
export const CROSS_SITE_RETURN_PATHS: ReadonlySet<string> = new Set([RAZORPAY_RETURN_PATH]);
