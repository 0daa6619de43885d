import 'server-only';
import { IncomingWebhook } from '@slack/webhook';
import type { TSendToSlackRequest, TSendToSlackResponse } from '@/lib/contract/error-report';
import { deploymentEnvironment, errorReportTarget } from './deployment';
import { buildSlackMessage } from './slack-message';

/** Slack answers a webhook within a second or two; a report is not worth holding a request longer. */
const SLACK_TIMEOUT_MS = 5000;

export class SlackUnavailableError extends Error {
  constructor() {
    super('Slack did not accept the error report');
    this.name = 'SlackUnavailableError';
  }
}

/**
 * Posts one UI error report to the deployment's Slack incoming webhook (SLACK_WEBHOOK_URL) through
 * Slack's SDK, or skips it (deployment.ts). Slack refusing or not answering is a
 * SlackUnavailableError, which says nothing of the report (its text never reaches a log).
 */
export async function sendErrorReport(
  report: TSendToSlackRequest,
  site: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TSendToSlackResponse> {
  const target = errorReportTarget(env);
  if (!target.send) {
    return { success: true, sent: false, skipped: target.skipped, message: 'Error report skipped.' };
  }
  const webhook = new IncomingWebhook(target.webhookUrl, { timeout: SLACK_TIMEOUT_MS });
  try {
    await webhook.send(buildSlackMessage(report, { site, environment: deploymentEnvironment(env) }));
  } catch {
    throw new SlackUnavailableError();
  }
  return { success: true, sent: true, skipped: null, message: 'Error report sent.' };
}
