import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * What a translated catalogue must keep of en-GB's (issue 31): the same keys, and in each message
 * the same ICU arguments (with their types and select options) and the same rich-text tags, since
 * the code passes those values and tag renderers whatever the language. Plurals carry every
 * category the locale's plural rules use (Intl.PluralRules; `other` always). Pure: the loader
 * (i18n/messages.ts), the message fallback (i18n/fallback.ts) and the catalogue test read it.
 */

export type Catalogue = Record<string, unknown>;

const isObject = (v: unknown): v is Catalogue => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every message of a catalogue by its dotted path (`Search.submit`); leaves that are no objects. */
export function flattenMessages(catalogue: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (!isObject(catalogue)) return out;
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) flattenMessages(value, path, out);
    else out.set(path, value);
  }
  return out;
}

export interface PluralUse {
  argument: string;
  type: 'cardinal' | 'ordinal';
  categories: string[];
}

export type MessageShape =
  | { ok: true; signature: string[]; plurals: PluralUse[]; literal: string | null }
  | { ok: false; error: string };

/** The parser's error kind, as the runtime (intl-messageformat) would meet it. */
const parseError = (err: unknown): string =>
  err instanceof Error && 'originalMessage' in err
    ? `${err.message} in "${String((err as { originalMessage: unknown }).originalMessage)}"`
    : String(err);

function walk(elements: MessageFormatElement[], sig: Set<string>, plurals: PluralUse[]): void {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        sig.add(`{${el.value}}`);
        break;
      case TYPE.number:
        sig.add(`{${el.value}, number}`);
        break;
      case TYPE.date:
        sig.add(`{${el.value}, date}`);
        break;
      case TYPE.time:
        sig.add(`{${el.value}, time}`);
        break;
      case TYPE.select:
        // Select keys are values the code passes (a status, a kind): a translation keeps them all.
        sig.add(`{${el.value}, select, ${Object.keys(el.options).sort().join(' | ')}}`);
        for (const option of Object.values(el.options)) walk(option.value, sig, plurals);
        break;
      case TYPE.plural: {
        const type = el.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
        // Categories differ by language (French has `many`, Arabic six): only the argument is shared.
        sig.add(`{${el.value}, ${type === 'ordinal' ? 'selectordinal' : 'plural'}}`);
        plurals.push({ argument: el.value, type, categories: Object.keys(el.options) });
        for (const option of Object.values(el.options)) walk(option.value, sig, plurals);
        break;
      }
      case TYPE.tag:
        sig.add(`<${el.value}>`);
        walk(el.children, sig, plurals);
        break;
      default:
        break;
    }
  }
}

/**
 * A message's arguments and tags (sorted, each once), its plurals, and its text when it has no
 * argument at all; or why it does not parse (as the runtime would refuse it: a plural or select
 * without `other` included).
 */
export function messageShape(message: string): MessageShape {
  let ast: MessageFormatElement[];
  try {
    ast = parse(message);
  } catch (err) {
    return { ok: false, error: parseError(err) };
  }
  const sig = new Set<string>();
  const plurals: PluralUse[] = [];
  walk(ast, sig, plurals);
  const literal = ast.every((el) => el.type === TYPE.literal) ? ast.map((el) => el.value).join('') : null;
  return { ok: true, signature: [...sig].sort(), plurals, literal };
}

/** The plural categories `locale` uses, `other` always, for cardinal or ordinal plurals. */
export function requiredPluralCategories(locale: string, type: 'cardinal' | 'ordinal'): string[] {
  const categories = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories as string[];
  return [...new Set([...categories, 'other'])];
}

/** Whether a translation can stand in for the reference message: it parses, with the same arguments and tags. */
export function fitsReference(reference: MessageShape, translated: MessageShape): boolean {
  return (
    reference.ok &&
    translated.ok &&
    reference.signature.length === translated.signature.length &&
    reference.signature.every((s, i) => s === translated.signature[i])
  );
}

export interface CatalogueReport {
  missing: string[];
  extra: string[];
  /** `path: why` for a message that does not parse or whose arguments or tags differ from en-GB's. */
  mismatched: string[];
  /** `path: {count, plural} lacks few, many` */
  plurals: string[];
}

/**
 * How `catalogue` (of `locale`) differs from the `reference` catalogue (en-GB): keys missing or
 * extra, messages that would not format the same values, plurals lacking the locale's categories.
 */
export function compareCatalogue(
  reference: Catalogue,
  catalogue: Catalogue,
  locale: string,
): CatalogueReport {
  const ref = flattenMessages(reference);
  const own = flattenMessages(catalogue);
  const report: CatalogueReport = { missing: [], extra: [], mismatched: [], plurals: [] };
  for (const path of ref.keys()) if (!own.has(path)) report.missing.push(path);
  for (const [path, value] of own) {
    const expected = ref.get(path);
    if (expected === undefined) {
      report.extra.push(path);
      continue;
    }
    if (typeof value !== 'string' || typeof expected !== 'string') {
      if (typeof value !== typeof expected) report.mismatched.push(`${path}: not a message`);
      continue;
    }
    const shape = messageShape(value);
    if (!shape.ok) {
      report.mismatched.push(`${path}: does not parse (${shape.error})`);
      continue;
    }
    const refShape = messageShape(expected);
    if (refShape.ok && !fitsReference(refShape, shape))
      report.mismatched.push(
        `${path}: has ${shape.signature.join(' ') || 'no argument'}, en-GB has ${refShape.signature.join(' ') || 'none'}`,
      );
    for (const plural of shape.plurals) {
      const lacking = requiredPluralCategories(locale, plural.type).filter(
        (c) => !plural.categories.includes(c),
      );
      if (lacking.length > 0)
        report.plurals.push(
          `${path}: {${plural.argument}, ${plural.type === 'ordinal' ? 'selectordinal' : 'plural'}} lacks ${lacking.join(', ')}`,
        );
    }
  }
  return report;
}

/**
 * The catalogue of a locale over the reference's (en-GB), namespace by namespace and key by key:
 * a key the translation lacks keeps the English message, and so does a translated message that
 * would fail at run time (does not parse, or names other arguments or tags than the code passes),
 * so a visitor reads English rather than a key or a broken sentence. The catalogue test reports
 * each of them; this only keeps the page whole until they are fixed.
 */
export function mergeOverReference(reference: Catalogue, catalogue: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [key, refValue] of Object.entries(reference)) {
    const value = catalogue[key];
    if (isObject(refValue)) out[key] = mergeOverReference(refValue, isObject(value) ? value : {});
    else if (typeof refValue === 'string' && typeof value === 'string')
      out[key] = fitsReference(messageShape(refValue), messageShape(value)) ? value : refValue;
    else out[key] = refValue;
  }
  return out;
}
