import { describeIssues, type TTenantDefinition, ZTenantDefinition } from '@/lib/backend/tenants/definition';
import { prototypeKeyPaths } from '@/lib/security/prototype-keys';
import { jsonErrorOffset, lineAndColumn } from './json-error-offset';

export type TenantFileResult = { ok: true; definition: TTenantDefinition } | { ok: false; errors: string[] };

/**
 * A tenant JSON file's text → a validated tenant definition, or messages a person can act on: the
 * file with the line and column of a syntax error, or one `file: field.path: problem` line per bad
 * field.
 */
export function parseTenantFile(text: string, fileName: string): TenantFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`${fileName}: ${describeJsonError(text, err)}`] };
  }
  const result = validateTenantDefinition(raw);
  return result.ok ? result : { ok: false, errors: result.errors.map((line) => `${fileName}: ${line}`) };
}

/**
 * A parsed definition → validated, or one `field.path: problem` line per bad field. Keys that reach
 * a prototype (`__proto__`, `constructor`, `prototype`) are refused at any depth, even inside the
 * free-form parts of the configuration, where they would otherwise be dropped or kept unseen.
 */
export function validateTenantDefinition(raw: unknown): TenantFileResult {
  const forbidden = prototypeKeyPaths(raw);
  if (forbidden.length > 0)
    return { ok: false, errors: forbidden.map((p) => `${p}: this key is not allowed`) };
  const parsed = ZTenantDefinition.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: describeIssues(parsed.error) };
  return { ok: true, definition: parsed.data };
}

function describeJsonError(text: string, err: unknown): string {
  const offset = jsonErrorOffset(text);
  if (offset === null) return `invalid JSON: ${err instanceof Error ? err.message : String(err)}`;
  const { line, column } = lineAndColumn(text, offset);
  const found =
    offset < text.length ? `unexpected ${JSON.stringify(text[offset])}` : 'the file ends too early';
  return `invalid JSON at line ${line}, column ${column}: ${found}`;
}
