import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { assertWithinLimit, checkPolicy, clientIp } from '@/lib/backend/ratelimit';
import { ZSendToSlackRequest } from '@/lib/contract/error-report';
import { callerOf, optionalTenantOf } from '../auth/request-context';
import { sameSiteOnly } from '../auth/sessions';
import { SlackUnavailableError, sendErrorReport } from '../error-reports/send-to-slack';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';

/** Said when Slack refuses or does not answer: the page carries on, the report is lost. */
const NOT_SENT = 'The error report could not be sent.';

/**
 * GET send_to_slack/?channel=…&subject=…&message=… (spec §7 "Other"): a UI error report, posted
 * to the deployment's Slack webhook (lib/backend/error-reports). Same-site callers only, and
 * counted before anything else per client and per signed-in session (ratelimit policy
 * `errorReport`), skipped ones included, so the call cannot be used to spam the channel.
 */
export const errorReportRoutes = new Hono<BackendEnv>();

errorReportRoutes.get('/send_to_slack/', sameSiteOnly, async (c) => {
  const input = parseOr400(ZSendToSlackRequest, c.req.query());
  const tenant = await optionalTenantOf(c);
  const caller = await callerOf(c);
  const session = caller ? `session:${caller.id}:${caller.sessionVersion}` : null;
  assertWithinLimit(
    await checkPolicy('errorReport', {
      tenantId: tenant?.id ?? 'none',
      account: session,
      ip: clientIp(c.req.raw),
    }),
    c,
  );
  try {
    return c.json(await sendErrorReport(input, c.get('site')));
  } catch (err) {
    if (!(err instanceof SlackUnavailableError)) throw err;
    // Never the report itself in the log: it may quote what a visitor typed.
    c.get('deps').log?.('error report not delivered to Slack', { site: c.get('site') });
    throw new AppError('slack_unavailable', 502, NOT_SENT);
  }
});
