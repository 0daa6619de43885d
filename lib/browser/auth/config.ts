import { type LoginMethod, loginMethod } from '@/lib/auth/rules';
import { hasCapability, isFeatureOn, type WorkingConfig } from '@/lib/tenant/working-config';

/**
 * What the sign-in parts of a page need from the tenant's working configuration: small, plain and
 * serialisable, made once per tenant on the server and handed to the client provider as a prop.
 */
export interface AuthConfig {
  loginMethod: LoginMethod;
  invitationOnly: boolean;
  walletEnabled: boolean;
  featuredPackagesEnabled: boolean;
  /** The tenant's notification_engine feature (spec §2 notifications-engine; the link also asks the role). */
  notificationEngineEnabled: boolean;
  disclaimerConsent: boolean;
  /** The agency's disclaimer text; null: the product's default (messages Auth.disclaimer.body). */
  disclaimerText: string | null;
  noSpecialFarePrompt: boolean;
  /** The home contact modal's phone (spec §2 dialog 10, `contactModal` capability); null: no modal. */
  contactModalPhone: string | null;
  /** The release-notes widget's product id, when the tenant has one. */
  beamerId: string | null;
  /** Consumers on the two tour-operator variants count as logged out for the header (§6). */
  consumersLookLoggedOut: boolean;
}

export function authConfigFor(wc: WorkingConfig): AuthConfig {
  return {
    loginMethod: loginMethod({
      otp: wc.AUTHENTICATION_VIA_OTP,
      oauth: wc.AUTHENTICATE_VIA_OAUTH_FOR_USER,
      enterprise: isFeatureOn(wc, 'IS_ENTERPRISE'),
    }),
    invitationOnly: wc.invitationOnly,
    walletEnabled: isFeatureOn(wc, 'wallet'),
    featuredPackagesEnabled: isFeatureOn(wc, 'featured_packages'),
    notificationEngineEnabled: isFeatureOn(wc, 'notification_engine'),
    disclaimerConsent: hasCapability(wc, 'disclaimerConsent'),
    disclaimerText: hasCapability(wc, 'disclaimerConsent') ? wc.disclaimerText : null,
    noSpecialFarePrompt: hasCapability(wc, 'noSpecialFarePrompt'),
    contactModalPhone: hasCapability(wc, 'contactModal') ? wc.airlineReservationsPhone : null,
    beamerId: wc.beamer_id,
    consumersLookLoggedOut: wc.isTourOperatorVariant,
  };
}
