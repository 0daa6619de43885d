// What the command-line scripts (npm run tenant:upsert, inventory:import) share: console output,
// file reading, the database they open and how their result becomes the exit code. Each script only
// wires its lib/ command to these.
import { readFile } from 'node:fs/promises';
import { readStoredSecret } from '@/lib/auth/secret-store';
import { defaultDataDir, openDatabase } from '@/lib/db/open';

/** Lines to stdout/stderr and UTF-8 files: the I/O every command takes. */
export const consoleIo = {
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
  readFile: (file: string) => readFile(file, 'utf8'),
};

/**
 * PostgreSQL from DATABASE_URL, else PGlite in the local data folder (migrated), with `where`
 * naming it for the command's report. With PGlite, stop the app first: one process per folder.
 */
export async function openScriptDatabase() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = defaultDataDir();
  const opened = await openDatabase({ url: databaseUrl, dataDir });
  // Never print DATABASE_URL itself: it may hold a password.
  return { ...opened, where: databaseUrl ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${dataDir}` };
}

/** The command's result as the process exit code; a crash is one line, not a stack trace. */
export function exitWith(name: string, run: Promise<number>): void {
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(`${name} failed:`, err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}

/** Reads the secret a server generated and stored in the PostgreSQL database at `url` (none: null). */
export const readStoredSecretOf = (url: string | undefined) => async (): Promise<string | null> => {
  if (!url) return null;
  const opened = await openDatabase({ url });
  try {
    return await readStoredSecret(opened.db);
  } finally {
    await opened.close();
  }
};
