import 'server-only';
import type { Db } from '@/lib/db/open';
import type { UserRow } from '@/lib/db/schema';
import { FIELD_HAS_NUL, fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { importInventory } from '../inventory/import/import-inventory';
import { IMPORT_KINDS, type ImportKind, isImportKind } from '../inventory/import/row-schemas';
import { columnsOf, type RowError, refusalReport } from '../inventory/import/validate';
import { recordConsoleChange } from './audit';

/**
 * One CSV of the agency's inventory uploaded from the console (issue 32 item 5): the same import as
 * `npm run inventory:import` (every row checked first, all written in one transaction or none), with
 * the console's audit row written in that same transaction. A refused file answers 400 with the
 * command's report, line by line, and the problems as data; nothing is written.
 */

export const KIND_MESSAGE = `kind: must be one of ${IMPORT_KINDS.join(', ')}`;
export const EMPTY_CSV_MESSAGE = 'csv: the file is empty';

/** The `kind` of the path, or a 400 naming it with the kinds there are. */
export function importKindOf(kind: string): ImportKind {
  if (!isImportKind(kind)) throw new AppError('invalid_kind', 400, KIND_MESSAGE, { kind: [KIND_MESSAGE] });
  return kind;
}

/**
 * A refused file's 400: the first problem as the message; `report`, each problem as the command
 * prints it ('line 7, column stars: must be 0–5'); `rows`, the same as data; `columns`, the kind's.
 */
function refused(kind: ImportKind, errors: RowError[]): AppError {
  const { lines, summary } = refusalReport(kind, errors);
  return new AppError('invalid_inventory', 400, lines[0] ?? summary, {
    report: lines,
    rows: errors.map(({ line, column, message }) => ({ line, column, message })),
    columns: columnsOf(kind),
  });
}

export async function uploadInventory(
  db: Db,
  tenantId: string,
  user: Pick<UserRow, 'id' | 'email'>,
  kind: ImportKind,
  csv: string,
): Promise<{ imported: number }> {
  if (csv.trim() === '')
    throw new AppError('empty_csv', 400, EMPTY_CSV_MESSAGE, { csv: [EMPTY_CSV_MESSAGE] });
  // PostgreSQL cannot store a NUL character: refused here rather than failing in the database.
  if (csv.includes('\u0000')) throw fieldError('csv', FIELD_HAS_NUL);
  const result = await importInventory(db, tenantId, kind, csv, {
    alsoInTransaction: (tx, imported) =>
      recordConsoleChange(tx, {
        tenantId,
        actor: user,
        area: 'inventory',
        action: 'upload',
        subject: kind,
        details: { rows: imported },
      }),
  });
  if (!result.ok) throw refused(kind, result.errors);
  return { imported: result.imported };
}
