export { DeliveryError, deliver } from './deliver';
export {
  devMailboxEnabled,
  type TDevMailboxMessage,
  type TDevMailboxResponse,
  ZDevMailboxResponse,
} from './dev-mailbox';
export { listOutbox } from './outbox';
export { outboxSmsProvider, setSmsProvider, smsProvider } from './sms';
export { agencyNameOf, renderTemplate, sendTemplate, type TRendered, type TTemplate } from './templates';
export type {
  SmsProvider,
  TChannel,
  TDeliverInput,
  TDeliveryResult,
  TMessageKind,
  TOutgoingMessage,
} from './types';
