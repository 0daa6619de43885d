import 'server-only';
import { twilioSmsProvider } from './twilio';
import { twilioSettings } from './twilio-settings';
import type { SmsProvider } from './types';

/** The default SMS "gateway": the message is only recorded in the outbox (by deliver). */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  isOutbox: true,
  async send() {
    // Nothing to do: deliver() records every outbox delivery itself.
  },
};

let registered: SmsProvider | null = null;
/** The Twilio provider built from the environment, kept while those settings stay the same. */
let fromEnvironment: { key: string; provider: SmsProvider } | null = null;
let warnedIncomplete = false;

/**
 * The SMS provider in use: one registered by setSmsProvider, else Twilio when the environment sets
 * it up (twilio-settings.ts), else the outbox. Half-set Twilio variables keep the outbox and say
 * once which are missing, rather than failing every phone code.
 */
export function smsProvider(): SmsProvider {
  if (registered) return registered;
  const answer = twilioSettings();
  if (answer.state === 'incomplete' && !warnedIncomplete) {
    warnedIncomplete = true;
    console.warn(
      `[sms] Twilio is half set up (${answer.missing.join(', ')} not set): SMS stays in the outbox.`,
    );
  }
  if (answer.state !== 'set') return outboxSmsProvider;
  const key = JSON.stringify(answer.settings);
  if (fromEnvironment?.key !== key) fromEnvironment = { key, provider: twilioSmsProvider(answer.settings) };
  return fromEnvironment.provider;
}

/** Replaces the SMS provider (tests), or with null goes back to the environment's. Returns the previous one. */
export function setSmsProvider(provider: SmsProvider | null): SmsProvider | null {
  const previous = registered;
  registered = provider;
  return previous;
}
