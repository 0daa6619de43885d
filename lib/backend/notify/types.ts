import type { Db } from '@/lib/db/open';

export type TChannel = 'email' | 'sms';

/** What a message is for; templated kinds have a template in lib/backend/notify/templates.ts. */
export type TMessageKind = 'otp' | 'set_password' | 'verify' | 'invitation' | (string & {});

export interface TOutgoingMessage {
  tenantId: string;
  channel: TChannel;
  /** An e-mail address, or a phone number in E.164 (`+447700900123`) for SMS. */
  to: string;
  subject?: string | undefined;
  text: string;
  html?: string | undefined;
  kind: TMessageKind;
  /** Links the message carries (set-password, verify, invitation), listed by the dev mailbox. */
  links?: string[] | undefined;
  /** Files an e-mail carries (nodemailer's attachments); SMS carries none. */
  attachments?: TAttachment[] | undefined;
  /** Extra e-mail headers (List-Unsubscribe of a campaign mail), kept in the outbox row too. */
  headers?: Record<string, string> | undefined;
}

/** A file attached to an e-mail. */
export interface TAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface TDeliverInput extends TOutgoingMessage {
  db: Db;
}

export interface TDeliveryResult {
  /** Outbox row id when the message was recorded there, otherwise null. */
  outboxId: string | null;
  /** Which transport carried it: 'smtp', 'outbox' or the SMS provider's name. */
  transport: string;
}

/** Sends SMS. The default provider is the outbox; a real gateway implements the same shape. */
export interface SmsProvider {
  readonly name: string;
  /** True when the provider is the outbox itself (then nothing else needs recording). */
  readonly isOutbox: boolean;
  send(message: { to: string; text: string }): Promise<void>;
}
