import type { IntlError } from 'next-intl';
import { type Catalogue, flattenMessages, messageShape } from './catalogue';
import { DEFAULT_LOCALE } from './locales';
import { loadMessages } from './messages';

/**
 * What next-intl shows and logs when a message cannot be shown (issue 31: never a raw key). The
 * loader already puts en-GB under every locale (i18n/messages.ts), so what is left is a key en-GB
 * lacks too, a message asked for as a whole namespace, or values the code did not pass: the page
 * then shows the English text when it needs no value, otherwise nothing, never `Namespace.key`
 * (next-intl's default). Each kind of failure is logged once per process, with the key but never
 * the values (a select's value may be a visitor's).
 *
 * Wiring, in i18n/request.ts:
 *   import { getMessageFallback, onError } from './fallback';
 *   getRequestConfig(async () => ({ locale, messages, timeZone, onError, getMessageFallback }))
 * Server components use these; client providers (components/i18n/client-messages.tsx) receive
 * messages already merged over en-GB, so a client component meets only en-GB's own gaps.
 */

export interface FallbackInfo {
  error: IntlError;
  key: string;
  namespace?: string;
}

/** The replacement text for a message that failed: en-GB's text when it is plain, else empty. */
export function englishFallback(reference: Catalogue): (info: FallbackInfo) => string {
  let plain: Map<string, unknown> | null = null;
  return ({ key, namespace }) => {
    plain ??= flattenMessages(reference);
    const message = plain.get(namespace ? `${namespace}.${key}` : key);
    if (typeof message !== 'string') return '';
    const shape = messageShape(message);
    return shape.ok && shape.literal !== null ? shape.literal : '';
  };
}

/** Failures of one message: next-intl calls onError, then getMessageFallback with the key. */
const MESSAGE_CODES = new Set(['MISSING_MESSAGE', 'INSUFFICIENT_PATH', 'INVALID_MESSAGE']);
/** Codes whose text next-intl writes from names alone; a formatting error's text may quote a value. */
const NAMES_ONLY = new Set(['INVALID_KEY', 'MISSING_FORMAT', 'ENVIRONMENT_FALLBACK']);

/** Distinct lines kept to log each once; past it a process logs no new ones (a broken catalogue is loud enough). */
const MAX_DISTINCT = 500;

export interface IntlHandlers {
  onError: (error: IntlError) => void;
  getMessageFallback: (info: FallbackInfo) => string;
}

/**
 * next-intl's two handlers over a reference catalogue: each failure logged once, with the message's
 * key when there is one, never a value; the replacement text from englishFallback.
 */
export function intlHandlers(reference: () => Catalogue, log: (line: string) => void): IntlHandlers {
  const seen = new Set<string>();
  const once = (line: string) => {
    if (seen.has(line) || seen.size >= MAX_DISTINCT) return;
    seen.add(line);
    log(line);
  };
  let english: ((info: FallbackInfo) => string) | null = null;
  return {
    onError(error) {
      // A message's own failure is logged by getMessageFallback, which knows its key.
      if (MESSAGE_CODES.has(error.code)) return;
      const detail = NAMES_ONLY.has(error.code) ? (error.originalMessage ?? '').split('\n')[0] : '';
      once(`[i18n] ${error.code}${detail ? `: ${detail}` : ''}`);
    },
    getMessageFallback(info) {
      once(`[i18n] ${info.error.code} at ${info.namespace ? `${info.namespace}.` : ''}${info.key}`);
      english ??= englishFallback(reference());
      return english(info);
    },
  };
}

/** The server's handlers (i18n/request.ts): English from the project's en-GB catalogue, lines to the log. */
export const { onError, getMessageFallback } = intlHandlers(
  () => loadMessages(DEFAULT_LOCALE),
  (line) => console.warn(line),
);
