import type { IncomingWebhookSendArguments } from '@slack/webhook';
import { clipText as clip, type TSendToSlackRequest } from '@/lib/contract/error-report';

/**
 * The Slack message of one UI error report: a plain `text` (what notifications and old clients
 * show) and Block Kit blocks — a header with the subject, a section with the message and a context
 * line saying which site, deployment and channel label it came from. Pure, so its shape is tested
 * without Slack.
 */

/** Block Kit's own limits: a header's plain text and a section's mrkdwn text. */
const HEADER_MAX = 150;
const SECTION_MAX = 3000;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Seven or more digits, with the spaces, dots, dashes and brackets phone numbers are written with. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;
/** A URL's query and fragment, where sign-in tokens, e-mails and search terms travel. */
const URL_TAIL = /(https?:\/\/[^\s?#]+)[?#][^\s]*/g;

/**
 * A UI error carries what the page threw, which may quote what a visitor typed: e-mail addresses,
 * phone numbers and URL queries are blanked before anything leaves the server.
 */
export function redactPersonalData(text: string): string {
  return text.replace(URL_TAIL, '$1?[redacted]').replace(EMAIL, '[email]').replace(PHONE, '[number]');
}

/** Slack's mrkdwn treats &, < and > as markup (links, mentions): escaped, so a report cannot ping @channel. */
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface ErrorReportOrigin {
  /** The site (tenant key) the report came from, or null when the request named none. */
  site: string | null;
  /** The deployment (deployment.ts). */
  environment: string;
}

export function buildSlackMessage(
  report: TSendToSlackRequest,
  origin: ErrorReportOrigin,
): IncomingWebhookSendArguments & { text: string } {
  const channel = report.channel.replace(/^#/, '');
  const subject = clip(redactPersonalData(report.subject), HEADER_MAX);
  const message = redactPersonalData(report.message);
  const where = `site ${origin.site ?? 'unknown'} · ${origin.environment} · #${channel}`;
  return {
    // The fallback text is mrkdwn too (notifications show it): escaped like the section.
    text: clip(escapeMrkdwn(`[${channel}] ${subject}: ${message}`), SECTION_MAX),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: subject, emoji: false } },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: clip(`\`\`\`${escapeMrkdwn(message)}\`\`\``, SECTION_MAX) },
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: escapeMrkdwn(where) }] },
    ],
  };
}
