import 'server-only';
import twilio from 'twilio';
import type { TwilioSettings } from './twilio-settings';
import type { SmsProvider } from './types';

/**
 * Twilio's SDK sends to its own hosts; with TWILIO_API_URL every request goes to that server
 * instead (same path, method, auth and body), which is how the tests reach their stub.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly target: URL) {
    super();
  }

  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    const uri = new URL(opts.uri);
    uri.protocol = this.target.protocol;
    uri.host = this.target.host;
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

/**
 * Why Twilio did not take a message, in words safe for a log: its HTTP status and error code, or
 * the network error's code. Never the error's text, which can quote the number it was sent to.
 */
export function failureWords(err: unknown): string {
  const e = err as { status?: unknown; code?: unknown } | null;
  if (typeof e?.status === 'number')
    return `HTTP ${e.status}${typeof e.code === 'number' ? `, Twilio error ${e.code}` : ''}`;
  if (typeof e?.code === 'string' && /^[A-Z_]+$/.test(e.code)) return e.code;
  return 'no answer';
}

/** Phone one-time codes through Twilio's Messages API; a refusal is logged (no number, no text) and thrown. */
export function twilioSmsProvider(
  settings: TwilioSettings,
  log: (line: string) => void = (line) => console.error(line),
): SmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : {}),
  });
  return {
    name: 'twilio',
    isOutbox: false,
    async send({ to, text }) {
      try {
        await client.messages.create({ to, body: text, ...settings.sender });
      } catch (err) {
        log(`[sms] Twilio did not take a message (${failureWords(err)})`);
        throw new Error('Twilio did not take the message');
      }
    },
  };
}
