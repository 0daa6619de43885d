/** Payment gateways behind one interface (gateway.ts); the built-in test gateway ships with the app. */
export type { HostedRedirect, PaymentGateway, VerifiedGatewayMessage } from './gateway';
export { GatewayPendingError, GatewaySignatureError } from './gateway';
