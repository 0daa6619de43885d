/**
 * Where the Twilio SMS settings come from: the server's environment only (the auth token is a
 * secret; no site configuration names it). All unset: SMS stays in the outbox as before. A sender
 * is TWILIO_FROM (a number) or TWILIO_MESSAGING_SERVICE_SID; TWILIO_API_URL points the SDK at
 * another server (the test stub), unset it talks to Twilio's.
 */

type Env = Readonly<Record<string, string | undefined>>;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Exactly one sender: a number (`from`) or a messaging service. */
  sender: { from: string } | { messagingServiceSid: string };
  /** Another API server (a stub), or null for Twilio's. */
  apiUrl: URL | null;
}

/** Unset (outbox), set, or half set: then the variables still missing, so start-up can say which. */
export type TwilioAnswer =
  | { state: 'unset' }
  | { state: 'set'; settings: TwilioSettings }
  | { state: 'incomplete'; missing: string[] };

const value = (env: Env, name: string) => env[name]?.trim() || null;

export const TWILIO_VARIABLES = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_MESSAGING_SERVICE_SID',
] as const;

export function twilioSettings(env: Env = process.env): TwilioAnswer {
  if (!TWILIO_VARIABLES.some((n) => value(env, n))) return { state: 'unset' };
  const accountSid = value(env, 'TWILIO_ACCOUNT_SID');
  const authToken = value(env, 'TWILIO_AUTH_TOKEN');
  const from = value(env, 'TWILIO_FROM');
  const service = value(env, 'TWILIO_MESSAGING_SERVICE_SID');
  const missing = [
    ...(accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(authToken ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(from || service ? [] : ['TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)']),
  ];
  if (!accountSid || !authToken || missing.length > 0) return { state: 'incomplete', missing };
  const raw = value(env, 'TWILIO_API_URL');
  let apiUrl: URL | null = null;
  if (raw) {
    try {
      apiUrl = new URL(raw);
    } catch {
      throw new Error('TWILIO_API_URL is not a URL');
    }
  }
  // A messaging service picks its own sender; it wins when both are set, as Twilio's API does.
  const sender = service ? { messagingServiceSid: service } : { from: from as string };
  return { state: 'set', settings: { accountSid, authToken, sender, apiUrl } };
}
