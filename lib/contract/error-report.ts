import { z } from 'zod';
import { ERROR_REPORT_LIMITS } from './error-report-constants';

/**
 * UI error reports (spec §7 "Other": `send_to_slack/`, GET with channel, subject and message): the
 * browser tells the deployment's Slack channel that a page failed. At most
 * ERROR_REPORTS_PER_SESSION per browser session (the browser counts; the server also caps a
 * signed-in session and every client), and nothing is sent on development or staging deployments.
 * Client code on every page imports ./error-report-constants instead, which has no schema library.
 */

export { clipText, ERROR_REPORT_LIMITS, ERROR_REPORTS_PER_SESSION } from './error-report-constants';

const text = (field: keyof typeof ERROR_REPORT_LIMITS) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(ERROR_REPORT_LIMITS[field], `${field} must be at most ${ERROR_REPORT_LIMITS[field]} characters.`);

/**
 * The query of `send_to_slack/`. The channel is a label shown in the message (Slack names: lower
 * case letters, digits, `-` and `_`), never where the webhook posts: the deployment's webhook URL
 * decides that, so a caller cannot pick another channel.
 */
export const ZSendToSlackRequest = z.object({
  channel: text('channel').regex(
    /^#?[a-z0-9_-]+$/,
    'channel may hold only lower-case letters, digits, "-" and "_".',
  ),
  subject: text('subject'),
  message: text('message'),
});
export type TSendToSlackRequest = z.infer<typeof ZSendToSlackRequest>;

/** Why nothing was sent: no webhook URL configured, or a development/staging deployment. */
export const ZSendToSlackSkip = z.enum(['not_configured', 'environment']);
export type TSendToSlackSkip = z.infer<typeof ZSendToSlackSkip>;

/** The answer: success, and whether the report went to Slack or was skipped (and why). */
export const ZSendToSlackResponse = z.object({
  success: z.literal(true),
  sent: z.boolean(),
  skipped: ZSendToSlackSkip.nullable(),
  message: z.string(),
});
export type TSendToSlackResponse = z.infer<typeof ZSendToSlackResponse>;
