/**
 * What an unexpected error may put in the server log: its kind, a message with no personal data,
 * the code of its cause and its stack frames. A failed database query's message carries the query's
 * parameters (an e-mail, a phone number, a name): those are cut, and e-mail addresses and long
 * digit runs left anywhere in a message are masked, so the log never holds personal data.
 */

const EMAIL = /[^\s@'",;:<>()[\]]+@[^\s@'",;:<>()[\]]+\.[a-z]{2,}/gi;
const DIGITS = /\+?\d[\d ()-]{6,}\d/g;

export function redactPersonalData(text: string): string {
  const withoutParams = text.replace(/\bparams:[\s\S]*$/i, 'params: [redacted]');
  return withoutParams.replace(EMAIL, '[email]').replace(DIGITS, '[number]');
}

export function errorForLog(err: unknown): string {
  if (!(err instanceof Error)) return redactPersonalData(String(err));
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const cause = err.cause as { code?: unknown; name?: unknown } | undefined;
  const causeText =
    cause && typeof cause === 'object'
      ? ` (cause: ${String(cause.name ?? 'error')}${cause.code ? ` ${String(cause.code)}` : ''})`
      : '';
  return `${err.name}: ${redactPersonalData(err.message)}${causeText}${frames ? `\n${frames}` : ''}`;
}
