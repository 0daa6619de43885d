/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { databaseReadiness } from './readiness';

describe.each(testDrivers())('readiness on $name', ({ open }) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await open();
  });
  afterAll(async () => tdb.dispose());

  it('is ok on a migrated database, and names the migrations missing when one is not applied', async () => {
    expect(await databaseReadiness(tdb.db)).toBe('ok');
    const [last] = (
      (await tdb.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
      )) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await tdb.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last?.id}`);
    try {
      expect(await databaseReadiness(tdb.db)).toMatch(/^\d+ of \d+ migrations applied$/);
    } finally {
      await tdb.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect(await databaseReadiness(tdb.db)).toBe('ok');
  });
});
