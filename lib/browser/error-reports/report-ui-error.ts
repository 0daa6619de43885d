import { useEffect } from 'react';
import { sendUiErrorReport } from '@/lib/client/error-report';
import type { TSendToSlackRequest } from '@/lib/contract/error-report';
import {
  clipText as clip,
  ERROR_REPORT_LIMITS,
  UI_ERROR_CHANNEL,
} from '@/lib/contract/error-report-constants';
import { takeReportSlot } from './session-cap';

/** What an error boundary received: an Error (with Next's digest for server errors) or anything thrown. */
type Thrown = unknown;

/**
 * The report of one UI error: which boundary caught it and on which page (the path only — a query
 * may hold what the visitor typed), the error's name and message, and the digest that ties a
 * server-rendering error to the server's own log line (production hides its message).
 */
export function uiErrorReport(boundary: string, error: Thrown, path: string): TSendToSlackRequest {
  const e = error instanceof Error ? error : null;
  const name = e?.name || 'Error';
  const digest = (error as { digest?: unknown } | null)?.digest;
  const lines = [
    `${name}: ${e?.message || String(error) || 'unknown error'}`,
    `page: ${path}`,
    `boundary: ${boundary}`,
    ...(typeof digest === 'string' && digest ? [`digest: ${digest}`] : []),
  ];
  return {
    channel: UI_ERROR_CHANNEL,
    subject: clip(`UI error on ${path}`, ERROR_REPORT_LIMITS.subject),
    message: clip(lines.join('\n'), ERROR_REPORT_LIMITS.message),
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Errors already reported: React runs a boundary's effect twice in development (Strict Mode). */
const reported = new WeakSet<object>();

/** Reports one UI error if the session has a report slot left (session-cap.ts); never throws. */
export function reportUiError(boundary: string, error: Thrown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (!takeReportSlot(sessionStore())) return;
  void sendUiErrorReport(uiErrorReport(boundary, error, window.location.pathname)).catch(() => {});
}

/** For an error boundary: reports the error it shows, once per error. */
export function useUiErrorReport(boundary: string, error: Thrown): void {
  useEffect(() => {
    reportUiError(boundary, error);
  }, [boundary, error]);
}
