// `npm run inventory:import -- --tenant <key> --kind hotels|room_types|rates|activities|transfers|legs <file.csv>`:
// validates every row, prints row-level errors and imports nothing if any row fails; otherwise
// upserts all rows in one transaction. The logic lives in lib/backend/inventory/import/cli.ts.
// With PGlite, stop the app first: one process per data folder.
import { runInventoryImport } from '@/lib/backend/inventory/import/cli';
import { consoleIo, exitWith, openScriptDatabase } from './lib/cli';

exitWith(
  'inventory:import',
  runInventoryImport(process.argv.slice(2), { ...consoleIo, open: openScriptDatabase }),
);
