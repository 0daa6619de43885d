// `npm run tenant:upsert -- [--dry-run] <tenant.json>`: create or update a tenant from a JSON file.
// The logic lives in lib/admin/tenant-upsert-cli.ts; this file only wires it to the process.
import { readFile } from 'node:fs/promises';
import { runTenantUpsert } from '@/lib/admin/tenant-upsert-cli';
import { defaultDataDir, openDatabase } from '@/lib/db/open';

const databaseUrl = process.env.DATABASE_URL || undefined;

runTenantUpsert(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readFile: (file) => readFile(file, 'utf8'),
  fetch,
  openDirect: async () => {
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
    console.error('tenant:upsert failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
