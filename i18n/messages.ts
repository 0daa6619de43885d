import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The catalogue of one locale: `messages/<locale>/<Namespace>.json`, one file per namespace so that
 * features own their strings. Read once per process.
 */
const loaded = new Map<string, Record<string, unknown>>();

export function loadMessages(locale: string): Record<string, unknown> {
  const hit = loaded.get(locale);
  if (hit) return hit;
  const dir = path.join(process.cwd(), 'messages', locale);
  const messages: Record<string, unknown> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    messages[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
  loaded.set(locale, messages);
  return messages;
}
