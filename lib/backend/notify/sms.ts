import 'server-only';
import type { SmsProvider } from './types';

/** The default SMS "gateway": the message is only recorded in the outbox (by deliver). */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  isOutbox: true,
  async send() {
    // Nothing to do: deliver() records every outbox delivery itself.
  },
};

let current: SmsProvider = outboxSmsProvider;

/** The SMS provider in use. A deployment with a real gateway registers it once at start-up. */
export function smsProvider(): SmsProvider {
  return current;
}

/** Replaces the SMS provider (start-up wiring, tests). Returns the previous one. */
export function setSmsProvider(provider: SmsProvider): SmsProvider {
  const previous = current;
  current = provider;
  return previous;
}
