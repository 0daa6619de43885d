/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { onCommit } from './on-commit';

/** Work registered in a transaction runs once it commits, and never when it rolls back. */
describe.each(testDrivers())('onCommit on $name', ({ open }) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await open();
  });
  afterAll(() => tdb.dispose());

  it('runs after the commit, not before', async () => {
    const seen: string[] = [];
    await tdb.db.transaction(async (tx) => {
      onCommit(tx, () => seen.push('after'));
      await tx.execute(sql`select 1`);
      seen.push('inside');
    });
    expect(seen).toEqual(['inside', 'after']);
  });

  it('does not run when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      tdb.db.transaction(async (tx) => {
        onCommit(tx, () => seen.push('after'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it("a savepoint's work waits for the outer commit, and is dropped with the savepoint", async () => {
    const seen: string[] = [];
    await tdb.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        onCommit(kept, () => seen.push('kept'));
      });
      await tx
        .transaction(async (dropped) => {
          onCommit(dropped, () => seen.push('dropped'));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['kept']);
  });

  it('work that throws after the commit does not fail the caller', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    await expect(
      tdb.db.transaction(async (tx) => {
        onCommit(tx, () => {
          throw new Error('metric down');
        });
        onCommit(tx, () => seen.push('next'));
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(seen).toEqual(['next']);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
