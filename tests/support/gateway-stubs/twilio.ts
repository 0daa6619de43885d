import { json, newId, type RecordedRequest, serveStub } from './server';

/**
 * Twilio's Messages API as its documentation describes it: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (the account sid and auth
 * token) and a form body (To, Body, From or MessagingServiceSid), answering 201 with the message
 * resource, or Twilio's error shape ({code, message, more_info, status}). Records every request.
 */

export interface TwilioStub {
  url: string;
  requests: RecordedRequest[];
  /** The messages it accepted, as sent. */
  messages: { to: string; body: string; from?: string; messagingServiceSid?: string }[];
  /** Set to make it refuse the next messages with this Twilio error code (e.g. 21211, invalid To). */
  control: { refuseWith: number | null };
  close: () => Promise<void>;
}

export async function startTwilioStub(opts: { accountSid: string; authToken: string }): Promise<TwilioStub> {
  const messages: TwilioStub['messages'] = [];
  const control: TwilioStub['control'] = { refuseWith: null };
  const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const server = await serveStub((req) => {
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${opts.accountSid}/Messages.json`)
      return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (req.headers.authorization !== expected)
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    const b = req.body as Record<string, string | undefined>;
    const to = b.To ?? '';
    if (control.refuseWith !== null)
      // Twilio's own words quote the number: the server must not log them.
      return json(400, {
        code: control.refuseWith,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: `https://www.twilio.com/docs/errors/${control.refuseWith}`,
        status: 400,
      });
    if (!to || !b.Body || !(b.From || b.MessagingServiceSid))
      return json(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    messages.push({
      to,
      body: b.Body,
      ...(b.From ? { from: b.From } : {}),
      ...(b.MessagingServiceSid ? { messagingServiceSid: b.MessagingServiceSid } : {}),
    });
    return json(201, {
      sid: `SM${newId()}`,
      account_sid: opts.accountSid,
      to,
      from: b.From ?? null,
      messaging_service_sid: b.MessagingServiceSid ?? null,
      body: b.Body,
      status: 'queued',
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/${opts.accountSid}/Messages/SM.json`,
    });
  });
  return { url: server.url, requests: server.requests, messages, control, close: server.close };
}
