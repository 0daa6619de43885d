// `npm run tenant:upsert -- [--dry-run] <tenant.json>`: create or update a tenant from a JSON file.
// The logic lives in lib/backend/admin/tenant-upsert-cli.ts; this file only wires it to the process.
import { findAdminToken } from '@/lib/auth/local-admin-token';
import { runTenantUpsert } from '@/lib/backend/admin/tenant-upsert-cli';
import { consoleIo, exitWith, openScriptDatabase, readStoredSecretOf } from './lib/cli';

exitWith(
  'tenant:upsert',
  runTenantUpsert(process.argv.slice(2), {
    ...consoleIo,
    env: process.env,
    fetch,
    openDirect: openScriptDatabase,
    findToken: () => findAdminToken(process.env, readStoredSecretOf(process.env.DATABASE_URL)),
  }),
);
