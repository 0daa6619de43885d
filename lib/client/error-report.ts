import type { TSendToSlackRequest } from '@/lib/contract/error-report';
import { SEND_TO_SLACK_PATH } from '@/lib/contract/error-report-constants';
import { callApi } from './browser-api';

/**
 * GET send_to_slack/: one UI error report. True when the server took it (sent or skipped by the
 * deployment); false when it refused or did not answer — a report is never retried, the page
 * that failed has enough to do.
 */
export async function sendUiErrorReport(report: TSendToSlackRequest): Promise<boolean> {
  const r = await callApi(SEND_TO_SLACK_PATH, { query: { ...report } });
  return r.ok;
}
