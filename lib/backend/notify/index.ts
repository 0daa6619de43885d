export { type TDevMailboxResponse, ZDevMailboxResponse } from '@/lib/contract/dev-mailbox';
export { mailboxOpenToRequest } from '@/lib/http/mailbox-guard';
export { DeliveryError, deliver } from './deliver';
export { listOutbox } from './outbox';
export { setSmsProvider } from './sms';
export { sendTemplate } from './templates';
