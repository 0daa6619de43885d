import { parse } from 'csv-parse/sync';
import { type ImportKind, type ImportRow, ROW_SCHEMAS } from './row-schemas';

/**
 * CSV text → validated inventory rows, or every problem with its line and column
 * ('line 7, column stars: must be 0–5'). Pure; the importer writes nothing unless this answers no
 * errors. Columns are snake_case (stars, country_code, date_from …); unknown columns are an error so
 * a misspelt header does not silently drop data.
 */

export interface RowError {
  line: number;
  column: string | null;
  message: string;
}

export const formatRowError = (e: RowError): string =>
  e.column ? `line ${e.line}, column ${e.column}: ${e.message}` : `line ${e.line}: ${e.message}`;

/**
 * What a refused file is told, the command's and the console's alike: each problem on its line, how
 * many there were, and the columns the kind takes.
 */
export function refusalReport(
  kind: ImportKind,
  errors: readonly RowError[],
): { lines: string[]; summary: string; columns: string } {
  return {
    lines: errors.map(formatRowError),
    summary: `${errors.length} error(s); nothing was imported.`,
    columns: `Columns for ${kind}: ${columnsOf(kind).join(', ')}`,
  };
}

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The columns a kind accepts, snake_case. */
export function columnsOf(kind: ImportKind): string[] {
  const schema = ROW_SCHEMAS[kind];
  // Object schemas with refinements/transforms keep their shape on the inner object.
  const shape =
    (schema as unknown as { shape?: Record<string, unknown> }).shape ??
    (
      schema as unknown as {
        def: { in?: { shape: Record<string, unknown> }; schema?: { shape: Record<string, unknown> } };
      }
    ).def.in?.shape ??
    (schema as unknown as { def: { schema?: { shape: Record<string, unknown> } } }).def.schema?.shape ??
    {};
  return Object.keys(shape).map(snake);
}

export type ValidationResult<K extends ImportKind> =
  | { ok: true; rows: ImportRow<K>[]; lines: number[] }
  | { ok: false; errors: RowError[] };

export function validateCsv<K extends ImportKind>(kind: K, csv: string): ValidationResult<K> {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return {
      ok: false,
      errors: [{ line, column: null, message: `not valid CSV (${(err as Error).message})` }],
    };
  }
  const allowed = new Set(columnsOf(kind));
  const [header = []] = parse(csv, { to_line: 1, bom: true, trim: true }) as string[][];
  const unknown = header.map((h) => h.toLowerCase()).filter((h) => h && !allowed.has(h));
  if (unknown.length > 0)
    return {
      ok: false,
      errors: unknown.map((h) => ({
        line: 1,
        column: h,
        message: `unknown column (expected ${[...allowed].join(', ')})`,
      })),
    };
  if (records.length === 0)
    return { ok: false, errors: [{ line: 1, column: null, message: 'no rows to import' }] };

  const schema = ROW_SCHEMAS[kind];
  const errors: RowError[] = [];
  const rows: ImportRow<K>[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const input = Object.fromEntries(Object.entries(record).map(([k, v]) => [camel(k), v]));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          line,
          column: issue.path.length ? snake(String(issue.path[0])) : null,
          message: issue.message,
        });
      continue;
    }
    const row = parsed.data as ImportRow<K>;
    const code = (row as { code: string }).code;
    const first = seen.get(code);
    if (first !== undefined) errors.push({ line, column: 'code', message: `repeats line ${first}` });
    else seen.set(code, line);
    rows.push(row);
    lines.push(line);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows, lines };
}
