import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema.ts, reviewed and committed (npm run db:generate).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './drizzle',
});
