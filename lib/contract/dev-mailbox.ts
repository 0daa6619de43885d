import { z } from 'zod';

/**
 * The development mailbox (GET /api/dev/mailbox): the tenant's outbox, newest first, so a developer
 * or an end-to-end test can follow a set-password link or read an OTP without a mail server.
 * Safe to import from client code (no server-only imports).
 */
export const ZDevMailboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export const ZDevMailboxResponse = z.object({ data: z.array(ZDevMailboxMessage) });
export type TDevMailboxMessage = z.infer<typeof ZDevMailboxMessage>;
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponse>;
