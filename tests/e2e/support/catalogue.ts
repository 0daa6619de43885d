import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';

/**
 * A shipped locale's messages, as the pages show them, for specs that run a page in that language:
 * `say('fr-FR')('Booking.checkPrice')`. Read from messages/<locale>/ like i18n/messages.ts.
 */
export function say(locale: string) {
  const dir = path.join(process.cwd(), 'messages', locale);
  const messages: Record<string, unknown> = {};
  for (const file of readdirSync(dir))
    if (file.endsWith('.json'))
      messages[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const t = createTranslator({ locale, messages });
  return (key: string, values?: Record<string, string | number>): string =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}
