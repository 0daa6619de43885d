import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Catalogue, mergeOverReference } from './catalogue';
import { DEFAULT_LOCALE, isLocale } from './locales';

/**
 * The catalogue of one locale: `messages/<locale>/<Namespace>.json`, one file per namespace so that
 * features own their strings. Read once per process and folder.
 */
export const MESSAGES_DIR = path.join(process.cwd(), 'messages');

/**
 * A locale's catalogue exactly as its files give it (empty when the locale has no folder yet): what
 * the catalogue test compares with en-GB. Pages read loadMessages.
 */
export function readCatalogue(locale: string, catalogueDir: string = MESSAGES_DIR): Catalogue {
  const messages: Catalogue = {};
  // Only a shipped locale's folder: the tag becomes a path.
  const dir = path.join(catalogueDir, locale);
  if (!isLocale(locale) || !existsSync(dir)) return messages;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    messages[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
  return messages;
}

const loaded = new Map<string, Catalogue>();

/**
 * The messages a locale's pages use: its catalogue over en-GB's (i18n/catalogue.ts
 * mergeOverReference), so a key a translation lacks, or gets wrong, shows the English text rather
 * than the key.
 */
export function loadMessages(locale: string, catalogueDir: string = MESSAGES_DIR): Catalogue {
  const cacheKey = `${catalogueDir}\0${locale}`;
  const hit = loaded.get(cacheKey);
  if (hit) return hit;
  const reference = readCatalogue(DEFAULT_LOCALE, catalogueDir);
  const messages =
    locale === DEFAULT_LOCALE
      ? reference
      : mergeOverReference(reference, readCatalogue(locale, catalogueDir));
  loaded.set(cacheKey, messages);
  return messages;
}
