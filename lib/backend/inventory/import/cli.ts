import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';
import { importInventory } from './import-inventory';
import { IMPORT_KINDS, type ImportKind, isImportKind } from './row-schemas';
import { refusalReport } from './validate';

/**
 * `npm run inventory:import -- --tenant <key> --kind <kind> <file.csv>`: the command's logic, with
 * the process (files, database, output) passed in so it is testable. Answers the exit code.
 */

export const USAGE = `Usage: npm run inventory:import -- --tenant <key> --kind ${IMPORT_KINDS.join('|')} <file.csv>`;

export interface ImportArgs {
  tenant: string;
  kind: ImportKind;
  file: string;
}

/** The arguments, or a message saying what is wrong with them. */
export function parseImportArgs(argv: readonly string[]): ImportArgs | { error: string } {
  let tenant: string | undefined;
  let kind: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const [flag, inline] = a.split('=', 2) as [string, string | undefined];
    if (flag === '--tenant' || flag === '--kind') {
      const value = inline ?? argv[++i];
      if (!value || value.startsWith('--')) return { error: `${flag} needs a value` };
      if (flag === '--tenant') tenant = value;
      else kind = value;
    } else if (a.startsWith('--')) return { error: `unknown option ${a}` };
    else files.push(a);
  }
  if (!tenant) return { error: '--tenant is required' };
  if (!kind) return { error: '--kind is required' };
  if (!isImportKind(kind)) return { error: `--kind must be one of ${IMPORT_KINDS.join(', ')}` };
  if (files.length !== 1) return { error: 'give exactly one CSV file' };
  return { tenant, kind, file: files[0] as string };
}

export interface ImportIo {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => Promise<string>;
  /** Opens the database (migrated) and says where it is, for the summary line. */
  open: () => Promise<{ db: Db; close: () => Promise<void>; where: string }>;
}

export async function runInventoryImport(argv: readonly string[], io: ImportIo): Promise<number> {
  const args = parseImportArgs(argv);
  if ('error' in args) {
    io.err(`inventory:import: ${args.error}`);
    io.err(USAGE);
    return 2;
  }
  let csv: string;
  try {
    csv = await io.readFile(args.file);
  } catch {
    io.err(`inventory:import: cannot read ${args.file}`);
    return 2;
  }
  const { db, close, where } = await io.open();
  try {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, args.tenant));
    if (!tenant) {
      io.err(`inventory:import: no tenant '${args.tenant}' in ${where}`);
      return 1;
    }
    const result = await importInventory(db, tenant.id, args.kind, csv);
    if (!result.ok) {
      const report = refusalReport(args.kind, result.errors);
      for (const line of report.lines) io.err(line);
      io.err(`inventory:import: ${report.summary}`);
      io.err(report.columns);
      return 1;
    }
    io.out(`Imported ${result.imported} ${args.kind} row(s) for '${args.tenant}' into ${where}.`);
    return 0;
  } finally {
    await close();
  }
}
