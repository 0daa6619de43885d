export { DeliveryError, deliver } from './deliver';
export { type TDevMailboxResponse, ZDevMailboxResponse } from './dev-mailbox';
export { mailboxOpenToRequest } from './mailbox-guard';
export { listOutbox } from './outbox';
export { setSmsProvider } from './sms';
export { sendTemplate } from './templates';
