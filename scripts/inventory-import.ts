// `npm run inventory:import -- --tenant <key> --kind hotels|room_types|rates|activities|transfers|legs <file.csv>`:
// validates every row, prints row-level errors and imports nothing if any row fails; otherwise
// upserts all rows in one transaction. The logic lives in lib/suppliers/import/cli.ts.
// With PGlite, stop the app first: one process per data folder.
import { readFile } from 'node:fs/promises';
import { defaultDataDir, openDatabase } from '@/lib/db/open';
import { runInventoryImport } from '@/lib/suppliers/import/cli';

const databaseUrl = process.env.DATABASE_URL || undefined;

runInventoryImport(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readFile: (file) => readFile(file, 'utf8'),
  open: async () => {
    const dataDir = defaultDataDir();
    const opened = await openDatabase({ url: databaseUrl, dataDir });
    // Never print DATABASE_URL itself: it may hold a password.
    return { ...opened, where: databaseUrl ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${dataDir}` };
  },
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('inventory:import failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
